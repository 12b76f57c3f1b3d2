import { localeDigits } from "./language";
import { MISSING_VALUE, resolveLocale } from "./money";

/**
 * The spec's date display (document 1 §9): day month year with time, e.g. "1 November 2026, 09:00",
 * in Arabic "1 نوفمبر 2026، 09:00" (Gregorian calendar, Latin digits unless the locale asks for
 * Arabic-Indic ones). `locale` is a language ("en", "ar") or a full Intl locale.
 * Returns "—" for a missing or unreadable value (null, "", "not a date", a boolean, a date out of
 * range). `timeZone` defaults to the viewer's.
 */
export function formatDateTime(value: unknown, locale = "en", timeZone?: string): string {
  if (typeof value !== "number" && (typeof value !== "string" || value.trim() === "")) return MISSING_VALUE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  const resolved = resolveLocale(locale);
  return new Intl.DateTimeFormat(resolved, {
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
}
