/**
 * A list's status tab (returns, disputes: issue 19) asks the server with `status=`, a filter the
 * spec does not show. A server that ignores it answers rows of every status; the tab must not
 * show them under its name. The rows of the tab's status, then (compared as the chips compare
 * them: trimmed, any case); the All tab (no status) keeps every row.
 */
export function rowsOfStatusTab<T>(rows: readonly T[], tabStatus: string | null | undefined, statusOf: (row: T) => unknown): T[] {
  const wanted = normalise(tabStatus);
  if (!wanted) return [...rows];
  return rows.filter((row) => normalise(statusOf(row)) === wanted);
}

function normalise(value: unknown): string {
  return typeof value === "string" ? value.trim().toLowerCase() : "";
}
