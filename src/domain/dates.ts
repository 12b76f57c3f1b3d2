/**
 * The spec's date display (document 1 §9): day month year with time, e.g. "1 November 2026, 09:00".
 * Returns "" for a missing or unreadable value. `timeZone` defaults to the viewer's.
 */
export function formatDateTime(value: string | number | null | undefined, locale = "en", timeZone?: string): string {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone,
  })
    .format(date)
    .replace(" at ", ", ");
}
