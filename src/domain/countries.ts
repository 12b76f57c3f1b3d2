import type { CountryId } from "./types";

/** Countries of the marketplace (document 1 §9): id, ISO code and store currency. */
export const COUNTRIES: Record<CountryId, { code: "AE" | "SA" | "EG"; currency: string }> = {
  1: { code: "AE", currency: "AED" },
  2: { code: "SA", currency: "SAR" },
  3: { code: "EG", currency: "EGP" },
};

export function isCountryId(value: unknown): value is CountryId {
  return value === 1 || value === 2 || value === 3;
}
