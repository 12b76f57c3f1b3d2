/** What `buildCatalogue` planted in the file. */
export type PlantedProblems = { rows: number; negative: number; required: number; notChoice: number; rowsWithErrors: number };

/** The counts of the dialog's summary; `byKind` keyed by problem code. */
export type SummaryCounts = {
  rows: number;
  ready: number;
  withErrors: number;
  problems: number;
  byKind: Record<string, number>;
};

export function buildCatalogue(sampleText: string, rows: number, separator?: "," | ";"): { csv: string; expected: PlantedProblems };
export function expectedSummary(
  expected: PlantedProblems,
): SummaryCounts & { byKind: Record<"required" | "negative" | "notChoice", number> };
export function summaryMismatches(expected: PlantedProblems, shown: Partial<SummaryCounts>): string[];
