import { localeDigits } from "./language";
import { dateFormat } from "./intl-formats";
import { MISSING_VALUE, resolveLocale } from "./money";
import type { CountryId } from "./types";

/**
 * Hijri dates beside the Gregorian ones (issue 19 item 7): asked for by a BCP 47 private-use subtag
 * on the formatting locale (`en-GB-u-ca-gregory-nu-latn-x-hijri`), so every date shown through
 * `formatDateTime(value, useFormatLocale())` follows the seller's choice without another argument.
 */
const HIJRI_SUBTAG = "-x-hijri";

/** The Hijri preference applies to stores in KSA (country 2) only. */
export const HIJRI_COUNTRY: CountryId = 2;

export function hijriApplies(countryId: CountryId | null | undefined): boolean {
  return countryId === HIJRI_COUNTRY;
}

/** The formatting locale with (or without) Hijri dates beside the Gregorian ones. */
export function withHijri(locale: string, on: boolean): string {
  const plain = locale.endsWith(HIJRI_SUBTAG) ? locale.slice(0, -HIJRI_SUBTAG.length) : locale;
  return on ? `${plain}${HIJRI_SUBTAG}` : plain;
}

export function showsHijri(locale: string): boolean {
  return locale.endsWith(HIJRI_SUBTAG);
}

function readDate(value: unknown): Date | null {
  if (typeof value !== "number" && (typeof value !== "string" || value.trim() === "")) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The Umm al-Qura (Saudi official) Hijri date of a value: "21 Jumada I 1448 AH" in English,
 * "21 جمادى الأولى 1448 هـ" in Arabic (with the locale's digits). "—" for a missing or unreadable
 * value. The day is the one of `timeZone` (the viewer's by default), as for the Gregorian date.
 */
export function formatHijriDate(value: unknown, locale = "en", timeZone?: string): string {
  const date = readDate(value);
  if (!date) return MISSING_VALUE;
  const resolved = resolveLocale(withHijri(locale, false));
  return dateFormat(resolved, {
    day: "numeric",
    month: "long",
    year: "numeric",
    calendar: "islamic-umalqura",
    numberingSystem: localeDigits(resolved),
    timeZone,
  }).format(date);
}

/**
 * The spec's date display (document 1 §9): day month year with time, e.g. "1 November 2026, 09:00",
 * in Arabic "1 نوفمبر 2026، 09:00" (Gregorian calendar, Latin digits unless the locale asks for
 * Arabic-Indic ones). `locale` is a language ("en", "ar") or a full Intl locale.
 * Returns "—" for a missing or unreadable value (null, "", "not a date", a boolean, a date out of
 * range). `timeZone` defaults to the viewer's.
 * With a Hijri locale (`withHijri`), the Hijri date follows in brackets:
 * "1 November 2026, 09:00 (21 Jumada I 1448 AH)".
 */
export function formatDateTime(value: unknown, locale = "en", timeZone?: string): string {
  const date = readDate(value);
  if (!date) return MISSING_VALUE;
  const resolved = resolveLocale(withHijri(locale, false));
  const gregorian = dateFormat(resolved, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    calendar: "gregory",
    numberingSystem: localeDigits(resolved),
    timeZone,
  })
    .format(date)
    .replace(" at ", ", ")
    .replace(" في ", "، ");
  return showsHijri(locale) ? `${gregorian} (${formatHijriDate(date.getTime(), resolved, timeZone)})` : gregorian;
}
