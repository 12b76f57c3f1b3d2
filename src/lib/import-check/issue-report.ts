import type { ImportIssue } from "@/domain/bulk-import";
import { issueReportCsv } from "@/domain/bulk-import-csv";
import type { CsvSeparator } from "@/domain/csv";

/** Issues written per step: each step is a short task, so a report of every problem freezes nothing. */
const ISSUES_PER_STEP = 5000;

/**
 * The error report of a check, every problem in it, as a CSV Blob Excel opens as is: a UTF-8 BOM,
 * the file's own separator, CRLF line ends. Written in steps with pauses between them.
 */
export async function buildIssueReport(
  issues: readonly ImportIssue[],
  describe: (issue: ImportIssue) => string,
  header: readonly string[],
  separator: CsvSeparator,
): Promise<Blob> {
  const parts: string[] = ["\ufeff", issueReportCsv([], describe, header, separator)];
  for (let from = 0; from < issues.length; from += ISSUES_PER_STEP) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    parts.push(issueReportCsv(issues.slice(from, from + ISSUES_PER_STEP), describe, null, separator));
  }
  return new Blob(parts, { type: "text/csv;charset=utf-8" });
}
