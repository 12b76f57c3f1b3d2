import type { ImportIssue, ImportSpec } from "./bulk-import";
import { spreadsheetSafe, toCsv, type CsvSeparator } from "./csv";

/** The CSV files of a bulk import the app writes for the seller: the sample file and the problem report. */

/** The sample file of an import: its columns and example rows. */
export function sampleCsv(spec: ImportSpec): string {
  return toCsv([spec.columns.map((column) => column.name), ...spec.sampleRows]);
}

/**
 * The preview's problems as a CSV report (row, column, severity, problem), with CRLF line ends and
 * the file's own separator (Excel in a `;` locale opens it in columns). `header` null: the lines
 * alone, to build a large report piece by piece.
 */
export function issueReportCsv(
  issues: readonly ImportIssue[],
  describe: (issue: ImportIssue) => string,
  header: readonly string[] | null,
  separator: CsvSeparator = ",",
): string {
  // A column is named by the seller's own header: a name a spreadsheet would run stays text.
  const lines = issues.map((issue) => [issue.row, spreadsheetSafe(issue.column), issue.severity, describe(issue)]);
  return toCsv(header ? [header, ...lines] : lines, separator);
}
