/** What `buildCatalogue` planted in the file. */
export type PlantedProblems = { rows: number; negative: number; required: number; notChoice: number; rowsWithErrors: number };

export function buildCatalogue(sampleText: string, rows: number): { csv: string; expected: PlantedProblems };
