/**
 * Whether a list is empty of records or only narrowed to nothing (issue 33): an empty catalogue,
 * coupon list or menu says what to do next; a search or a tab that finds nothing keeps the plain
 * "no results" text (pure).
 */
export type ListEmptiness = "unknown" | "records" | "empty" | "no-results";

export type ListEmptinessInput = {
  /** How many records the list shows with its current search, tab and filters; null while unknown (loading). */
  matching: number | null | undefined;
  /** The search typed; blank spaces do not narrow. */
  search?: string | null;
  /** A tab or filter other than "everything" is applied. */
  narrowed?: boolean;
  /**
   * How many records there are with nothing narrowing them, when the list counts them apart
   * (a catalogue's tab counts); null when that count could not be read. Left out when `matching`
   * is already the whole list.
   */
  total?: number | null;
};

/**
 * "records" when something shows; "no-results" when a search narrows the list, or it is narrowed
 * (or its whole count unread) while records may exist elsewhere; "empty" only when the list has
 * no record at all; "unknown" until the list has answered.
 */
export function listEmptiness({ matching, search, narrowed = false, total }: ListEmptinessInput): ListEmptiness {
  if (matching === null || matching === undefined) return "unknown";
  if (matching > 0) return "records";
  if ((search ?? "").trim() !== "") return "no-results";
  if (total !== undefined) return total === 0 ? "empty" : "no-results";
  return narrowed ? "no-results" : "empty";
}

/**
 * Whether a list with tabs has records anywhere, from its tab counts: their sum, which is 0 only
 * when every tab is empty (tabs may overlap, so it is not a count of records). Null when unread.
 */
export function totalFromTabCounts(counts: Partial<Record<string, number | null | undefined>> | null | undefined): number | null {
  if (!counts) return null;
  const values = Object.values(counts);
  if (values.length === 0 || values.some((value) => value === null || value === undefined || !Number.isFinite(Number(value)))) return null;
  return values.reduce<number>((sum, value) => sum + Number(value), 0);
}
