import type { Dayjs } from "dayjs";
import type { CalendarDate } from "@/domain/reports";

/** The two dates of a report's range as the pickers hold them (kept as the very objects they reported). */
export type PickedRange = { start: Dayjs | null; end: Dayjs | null };

/** A picked date as a calendar date (YYYY-MM-DD), or null while it is empty or unfinished. */
export function calendarDate(value: Dayjs | null): CalendarDate | null {
  return value && value.isValid() ? value.format("YYYY-MM-DD") : null;
}
