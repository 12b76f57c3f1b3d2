import { intlLocale, isLanguage, localeDigits } from "./language";

/**
 * The Intl locale for a language ("en", "ar") or a full locale (`intlLocale(...)`, which carries
 * the digits): bare languages get Latin digits and the Gregorian calendar.
 */
export function resolveLocale(locale: string): string {
  return isLanguage(locale) ? intlLocale(locale) : locale;
}

/**
 * Formats an amount in a currency (AED, SAR, EGP) for a locale: "AED 1,250.50" in English,
 * "1,250.50 د.إ." in Arabic; Latin digits unless the locale asks for Arabic-Indic ones (`-nu-arab`).
 */
export function formatMoney(amount: number | string, currency: string, locale = "en"): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return "";
  const resolved = resolveLocale(locale);
  return new Intl.NumberFormat(resolved, {
    style: "currency",
    currency,
    currencyDisplay: resolved.startsWith("ar") ? "symbol" : "code",
    numberingSystem: localeDigits(resolved),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace(/\u00a0/g, " ");
}

/** A plain number (counts, quantities) with the locale's grouping and digits. */
export function formatNumber(value: number | string, locale = "en"): string {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return "";
  const resolved = resolveLocale(locale);
  return new Intl.NumberFormat(resolved, { numberingSystem: localeDigits(resolved) }).format(number);
}
