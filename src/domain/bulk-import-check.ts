import type { ImportColumn, ImportIssue, ImportPreview, ImportProblemCode, ImportSpec, ImportSummary } from "./bulk-import";
import { CsvReader, isBlankRecord, type CsvProblem, type CsvSeparator } from "./csv";

/**
 * The check of a bulk-import CSV in the browser, pure: each row against the columns of the import's
 * sample file, as the file streams in (`ImportChecker`, issue 21), or a whole text at once
 * (`previewImport`). The check only informs: the server judges the file.
 */

const BOOLEAN = ["true", "false", "1", "0", "yes", "no"];
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
/** A number with a decimal comma (12,50): what Excel writes in the locales that separate fields by `;`. */
const DECIMAL_COMMA = /^-?\d*,\d+$/;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The problem of one cell, or null. Lists are separated by `|`. */
export function cellProblem(column: ImportColumn, value: string): { code: ImportProblemCode; values?: Record<string, string> } | null {
  const text = value.trim();
  if (text === "") return null;
  switch (column.kind) {
    case "wholeNumber":
    case "price": {
      // The file goes to the server as it is: a decimal comma is named, not read as a number.
      if (!NUMBER.test(text)) return { code: DECIMAL_COMMA.test(text) ? "decimalComma" : "notNumber" };
      if (Number(text) < 0) return { code: "negative" };
      if (column.kind === "wholeNumber" && !Number.isInteger(Number(text))) return { code: "wholeNumber" };
      if (column.kind === "price" && !/^\d*(\.\d{0,2})?$/.test(text)) return { code: "priceStep" };
      return null;
    }
    case "boolean":
      return BOOLEAN.includes(text.toLowerCase()) ? null : { code: "notBoolean" };
    case "choice":
      return (column.choices ?? []).includes(text.toLowerCase())
        ? null
        : { code: "notChoice", values: { choices: (column.choices ?? []).join(", ") } };
    case "id":
      return /^\d+$/.test(text) && Number(text) > 0 ? null : { code: "notId" };
    case "idList":
      return text.split("|").every((part) => /^\d+$/.test(part.trim()) && Number(part) > 0) ? null : { code: "notId" };
    case "url":
      return isHttpUrl(text) ? null : { code: "notUrl" };
    case "urlList":
      return text.split("|").every((part) => isHttpUrl(part.trim())) ? null : { code: "notUrl" };
    default:
      return null;
  }
}

function isRequired(column: ImportColumn, row: Record<string, string>, importType: string | undefined): boolean {
  return typeof column.required === "function" ? column.required(row, importType) : Boolean(column.required);
}

const normaliseHeader = (name: string) => name.trim().toLowerCase();

/**
 * Checks a CSV's records against an import's columns as they arrive, one at a time: the header
 * (missing, unknown, repeated columns), then every data row (field count, required cells,
 * numbers, choices, ids, urls). Each problem goes to `onIssue` at once, in file order; `finish`
 * gives the counts. Row numbers are record numbers (the header is row 1).
 */
export class ImportChecker {
  private readonly spec: ImportSpec;
  private readonly importType: string | undefined;
  private readonly onIssue: (issue: ImportIssue) => void;
  private records = 0;
  private empty = false;
  private headerLength = 0;
  /** Each header name at its first position (a repeated column reads its first copy). */
  private fields: { name: string; index: number }[] = [];
  /** The sample's columns present in the file, with their position; `cells`: its values have a form to check. */
  private checks: { column: ImportColumn; index: number; cells: boolean }[] = [];
  private readonly summary: ImportSummary = { rowCount: 0, rowsWithErrors: 0, issueCount: 0, fileIssues: 0, rowsByProblem: {} };
  /** Rows already counted as having an error (a broken quote is reported apart from its row's cells). */
  private readonly errorRows = new Set<number>();

  constructor(spec: ImportSpec, importType: string | undefined, onIssue: (issue: ImportIssue) => void) {
    this.spec = spec;
    this.importType = importType;
    this.onIssue = onIssue;
  }

  /** The next record of the file: the first is the header. */
  record(record: string[]): void {
    this.records += 1;
    if (this.empty) return;
    if (this.records === 1) this.header(record);
    else this.row(record, this.records);
  }

  /** A structural problem of the CSV (an unclosed quote, text after a closing quote). */
  problem(problem: CsvProblem): void {
    this.emit({ row: problem.record, column: "", code: "unreadable", severity: "error" });
    if (problem.record > 1 && !this.errorRows.has(problem.record)) {
      this.errorRows.add(problem.record);
      this.summary.rowsWithErrors += 1;
      this.summary.rowsByProblem.unreadable = (this.summary.rowsByProblem.unreadable ?? 0) + 1;
    }
  }

  /** The counts, once every record went through (an empty file is reported here). */
  finish(): ImportSummary {
    if (this.records === 0) {
      this.empty = true;
      this.emit({ row: 0, column: "", code: "emptyFile", severity: "error" });
    }
    return { ...this.summary, rowsByProblem: { ...this.summary.rowsByProblem } };
  }

  private emit(issue: ImportIssue): void {
    this.summary.issueCount += 1;
    if (issue.row <= 1) this.summary.fileIssues += 1;
    this.onIssue(issue);
  }

  private header(record: string[]): void {
    if (isBlankRecord(record)) {
      this.empty = true;
      this.emit({ row: 0, column: "", code: "emptyFile", severity: "error" });
      return;
    }
    const names = record.map(normaliseHeader);
    const known = new Set(this.spec.columns.map((column) => column.name));
    this.headerLength = record.length;
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) this.emit({ row: 1, column: name, code: "duplicateColumn", severity: "error" });
      else {
        this.fields.push({ name, index });
        if (!known.has(name)) this.emit({ row: 1, column: name || `#${index + 1}`, code: "unknownColumn", severity: "warning" });
      }
    });
    for (const column of this.spec.columns) {
      const index = names.indexOf(column.name);
      if (index >= 0) this.checks.push({ column, index, cells: column.kind !== "text" });
      else
        this.emit({
          row: 1,
          column: column.name,
          code: "missingColumn",
          severity: isRequired(column, {}, this.importType) ? "error" : "warning",
        });
    }
  }

  private row(record: string[], rowNumber: number): void {
    if (isBlankRecord(record)) return;
    this.summary.rowCount += 1;
    const codes: ImportProblemCode[] = [];
    const add = (column: string, code: ImportProblemCode, values?: Record<string, string | number>) => {
      this.emit(values ? { row: rowNumber, column, code, severity: "error", values } : { row: rowNumber, column, code, severity: "error" });
      if (!codes.includes(code)) codes.push(code);
    };
    if (record.length !== this.headerLength) add("", "fieldCount", { expected: this.headerLength, found: record.length });
    const row: Record<string, string> = {};
    for (const { name, index } of this.fields) row[name] = (record[index] ?? "").trim();
    for (const { column, cells } of this.checks) {
      const value = row[column.name];
      if (value === "") {
        if (isRequired(column, row, this.importType)) add(column.name, "required");
        continue;
      }
      if (!cells) continue;
      const problem = cellProblem(column, value);
      if (problem) add(column.name, problem.code, problem.values);
    }
    if (codes.length === 0) return;
    const { summary } = this;
    if (!this.errorRows.has(rowNumber)) {
      this.errorRows.add(rowNumber);
      summary.rowsWithErrors += 1;
    }
    for (const code of codes) summary.rowsByProblem[code] = (summary.rowsByProblem[code] ?? 0) + 1;
  }
}

/** Checks a whole CSV text at once (`ImportChecker` over `CsvReader`). */
export function previewImport(text: string, spec: ImportSpec, importType?: string, separator: CsvSeparator = ","): ImportPreview {
  const issues: ImportIssue[] = [];
  const checker = new ImportChecker(spec, importType, (issue) => issues.push(issue));
  const reader = new CsvReader((record) => checker.record(record), separator);
  reader.push(text);
  reader.finish();
  reader.problems.forEach((problem) => checker.problem(problem));
  const { rowCount, rowsWithErrors } = checker.finish();
  return { rowCount, issues, rowsWithErrors };
}
