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

/**
 * The marketplace country a `country_id` names, as the API may send it: 2 or "2" (a form post
 * echoed back, a server that serialises ids as text). Null for a missing or unknown one.
 */
export function toCountryId(value: unknown): CountryId | null {
  if (isCountryId(value)) return value;
  if (typeof value !== "string" || !/^\s*[123]\s*$/.test(value)) return null;
  return Number(value.trim()) as CountryId;
}
