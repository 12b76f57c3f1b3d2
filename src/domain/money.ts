import { numberFormat } from "./intl-formats";
import { intlLocale, isLanguage, localeDigits } from "./language";

/** What a screen shows for a missing or unreadable amount or date. */
export const MISSING_VALUE = "—";

/**
 * The Intl locale for a language ("en", "ar") or a full locale (`intlLocale(...)`, which carries
 * the digits): bare languages get Latin digits and the Gregorian calendar.
 */
export function resolveLocale(locale: string): string {
  return isLanguage(locale) ? intlLocale(locale) : locale;
}

/**
 * An amount as the API may send it (a number or a numeric text such as "12.5"), or null when it
 * is missing or unreadable: null, "", "abc", NaN, Infinity, a boolean or an object are not amounts
 * (`Number(null)` would read 0 and show a price nobody set).
 */
export function readAmount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

let supportedCurrencies: Set<string> | null | undefined;

function currenciesOfRuntime(): Set<string> | null {
  if (supportedCurrencies === undefined) {
    try {
      supportedCurrencies = new Set(Intl.supportedValuesOf("currency"));
    } catch {
      supportedCurrencies = null;
    }
  }
  return supportedCurrencies;
}

/**
 * The ISO 4217 code of a currency Intl can show ("AED", "sar" → "SAR"), or null for a missing or
 * unknown one (null, "", "XYZ", 5): `Intl.NumberFormat` throws a RangeError on a malformed code
 * and would print an unknown well-formed one ("ZZZ") as if it were money.
 */
export function knownCurrency(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  const supported = currenciesOfRuntime();
  return supported === null || supported.has(code) ? code : null;
}

/**
 * Formats an amount in a currency (AED, SAR, EGP) for a locale: "AED 1,250.50" in English,
 * "1,250.50 د.إ." in Arabic; Latin digits unless the locale asks for Arabic-Indic ones (`-nu-arab`).
 * Never throws on odd data: a missing or unknown currency shows the amount alone ("1,250.50"), a
 * missing or unreadable amount shows "—".
 */
export function formatMoney(amount: unknown, currency: unknown, locale = "en"): string {
  const value = readAmount(amount);
  if (value === null) return MISSING_VALUE;
  const resolved = resolveLocale(locale);
  const code = knownCurrency(currency);
  const digits = { numberingSystem: localeDigits(resolved), minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const format = code
    ? numberFormat(resolved, {
        style: "currency",
        currency: code,
        currencyDisplay: resolved.startsWith("ar") ? "symbol" : "code",
        ...digits,
      })
    : numberFormat(resolved, digits);
  return format.format(value).replace(/\u00a0/g, " ");
}

/** A plain number (counts, quantities) with the locale's grouping and digits; "—" when missing or unreadable. */
export function formatNumber(value: unknown, locale = "en"): string {
  const number = readAmount(value);
  if (number === null) return MISSING_VALUE;
  const resolved = resolveLocale(locale);
  return numberFormat(resolved, { numberingSystem: localeDigits(resolved) }).format(number);
}
