import { readAmount } from "./money";

/**
 * Any list to CSV (issue 19 item 2, issue 33 point 3): one exporter for every list. A list names
 * its columns (a header and how a record fills the cell); this keeps each record once and writes
 * the header row and one row per record, ready for `csvFileText`. Pure.
 */

export type ExportCell = string | number | null | undefined;

export type ExportColumn<T> = { header: string; cell: (record: T) => ExportCell };

/** Pages fetched one after another: a record met twice (the list moved meanwhile) is kept once. */
export function uniqueRecords<T extends { id: number | string }>(records: readonly T[]): T[] {
  const seen = new Set<string>();
  return records.filter((record) => {
    const key = String(record.id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The header row and one row per record, in the order read. */
export function exportRecords<T extends { id: number | string }>(
  records: readonly T[],
  columns: readonly ExportColumn<T>[],
): ExportCell[][] {
  return [columns.map((column) => column.header), ...uniqueRecords(records).map((record) => columns.map((column) => column.cell(record)))];
}

/** An amount as a plain number with two decimals, so a spreadsheet can sum it; nothing when unreadable. */
export function plainAmount(value: number | string | null | undefined): string {
  const amount = readAmount(value);
  return amount === null ? "" : amount.toFixed(2);
}

const two = (value: number) => String(value).padStart(2, "0");

function localDay(date: Date): string {
  return [date.getFullYear(), two(date.getMonth() + 1), two(date.getDate())].join("-");
}

/** A date and time as `YYYY-MM-DD HH:mm` in the viewer's time zone (a spreadsheet sorts it); nothing when unreadable. */
export function plainDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  return `${localDay(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** `<list>-<tab>-<YYYY-MM-DD>.csv` (the tab, or "selected", the day in the viewer's time zone). */
export function exportFileName(list: string, tab: string, now: Date): string {
  const safeTab = tab.replace(/[^a-z0-9_-]/gi, "") || "all";
  return `${list}-${safeTab}-${localDay(now)}.csv`;
}

/** "page 3 of 5" as a 0–100 value for a progress bar; unknown until the first page tells the count. */
export function exportPercent(done: number, pages: number | null): number | null {
  if (!pages || pages <= 0) return null;
  return Math.min(100, Math.round((done / pages) * 100));
}
