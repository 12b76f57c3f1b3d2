import { createContext, useContext } from "react";
import { hijriApplies } from "@/domain/dates";
import type { CountryId } from "@/domain/types";
import { useHijriPreference } from "./preferences";

/**
 * The signed-in store's country, given by the vendor layout once the store is known (null outside
 * it: the login, the wizard). Dates are shown with the Hijri date for a store in KSA that asked.
 */
export const StoreCountryContext = createContext<CountryId | null>(null);

/** Whether the Hijri preference is offered: the store is in KSA. */
export function useHijriOffered(): boolean {
  return hijriApplies(useContext(StoreCountryContext));
}

/** Whether dates show the Hijri date beside the Gregorian one: offered and chosen. */
export function useHijriDates(): boolean {
  const chosen = useHijriPreference();
  return useHijriOffered() && chosen;
}
