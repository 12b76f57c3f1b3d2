import type { CountryId } from "./types";

/**
 * Countries of the marketplace (document 1 §9): id, ISO code, store currency and the international
 * calling code a local phone number of the country is dialled with.
 */
export const COUNTRIES: Record<CountryId, { code: "AE" | "SA" | "EG"; currency: string; callingCode: string }> = {
  1: { code: "AE", currency: "AED", callingCode: "971" },
  2: { code: "SA", currency: "SAR", callingCode: "966" },
  3: { code: "EG", currency: "EGP", callingCode: "20" },
};

export function isCountryId(value: unknown): value is CountryId {
  return value === 1 || value === 2 || value === 3;
}

/**
 * The marketplace country a `country_id` names, as the API may send it: 2 or "2" (a form post
 * echoed back, a server that serialises ids as text). Null for a missing or unknown one.
 */
export function toCountryId(value: unknown): CountryId | null {
  if (isCountryId(value)) return value;
  if (typeof value !== "string" || !/^\s*[123]\s*$/.test(value)) return null;
  return Number(value.trim()) as CountryId;
}
