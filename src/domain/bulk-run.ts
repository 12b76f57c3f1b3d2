/**
 * What every bulk action on a list's selection shares (the orders' status change, the catalogue's
 * delete): the selected ids as numbers, the outcomes grouped by result, and the summary's tone.
 * Pure.
 */

/** success: every record succeeded; warning: some did not; error: none succeeded and some failed. */
export type BulkTone = "success" | "warning" | "error";

export function bulkTone(succeeded: number, failed: number, total: number): BulkTone {
  if (succeeded === total && total > 0) return "success";
  return succeeded === 0 && failed > 0 ? "error" : "warning";
}

/** The outcomes with one result, in the order selected. */
export function outcomesWith<O extends { result: string }, R extends O["result"]>(
  outcomes: readonly O[],
  result: R,
): Extract<O, { result: R }>[] {
  return outcomes.filter((outcome): outcome is Extract<O, { result: R }> => outcome.result === result);
}

/** The selected ids in the order given, each once, as numbers (the grid hands out its row ids). */
export function selectedRecordIds(ids: Iterable<string | number>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const value = Number(id);
    if (Number.isInteger(value) && value > 0 && !out.includes(value)) out.push(value);
  }
  return out;
}
