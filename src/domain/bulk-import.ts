import { CsvReader, isBlankRecord, spreadsheetSafe, toCsv, type CsvProblem, type CsvSeparator } from "./csv";

/**
 * Bulk import (document 2 §2 bulk import modal, §3, §5, §7), pure: what is sent, and a preview of
 * a CSV file checked in the browser against the columns of the sample file, row by row, as the
 * file streams in (`ImportChecker`, issue 21). The preview only informs: the seller may still send
 * a file, the server judges it.
 */

export const IMPORT_DATA_TYPES = ["products", "services"] as const;
export type ImportDataType = (typeof IMPORT_DATA_TYPES)[number];

/** The product import's New / Existing choice (§3 import_type). */
export const PRODUCT_IMPORT_TYPES = ["create", "update"] as const;
export type ImportType = "create" | "update" | "product_creation_via_asin";

export type BulkImportPayload = {
  bulk_import: {
    file_name: string;
    file_url: string;
    key: string;
    data_type: ImportDataType;
    import_type?: ImportType;
    store_id?: number;
  };
};

/** The body of `POST common/bulk_imports/import` (§7). */
export function bulkImportPayload(args: {
  file: { name: string; url: string; key: string };
  dataType: ImportDataType;
  importType?: ImportType;
  storeId?: number;
}): BulkImportPayload {
  return {
    bulk_import: {
      file_name: args.file.name,
      file_url: args.file.url,
      key: args.file.key,
      data_type: args.dataType,
      ...(args.importType ? { import_type: args.importType } : {}),
      ...(args.storeId !== undefined ? { store_id: args.storeId } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Columns and the row checks

export type ColumnKind = "text" | "wholeNumber" | "price" | "boolean" | "choice" | "idList" | "id" | "urlList" | "url";

export type ImportColumn = {
  name: string;
  kind: ColumnKind;
  /** Required always, or only when the row (and the chosen import type) make it so. */
  required?: boolean | ((row: Record<string, string>, importType: string | undefined) => boolean);
  /** Allowed values of a `choice` column. */
  choices?: readonly string[];
  /** One example value for the sample file. */
  example: string;
};

export type ImportSpec = { dataType: ImportDataType; columns: readonly ImportColumn[]; sampleRows: readonly (readonly string[])[] };

/** Problem codes, in the order a summary lists them; the screen shows them through `bulkImport.problems.<code>`. */
export const IMPORT_PROBLEM_CODES = [
  "emptyFile",
  "unreadable",
  "missingColumn",
  "unknownColumn",
  "duplicateColumn",
  "fieldCount",
  "required",
  "notNumber",
  "decimalComma",
  "wholeNumber",
  "negative",
  "priceStep",
  "notBoolean",
  "notChoice",
  "notId",
  "notUrl",
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export type ImportIssue = {
  /** The line of the file as a spreadsheet numbers it: the header is row 1. 0 for the file as a whole. */
  row: number;
  /** The column's name, or "" for the row or the file. */
  column: string;
  code: ImportProblemCode;
  /** Errors block nothing, but say the server will refuse the row; warnings are informative. */
  severity: "error" | "warning";
  /** Extra values for the message (allowed choices, expected count, ...). */
  values?: Record<string, string | number>;
};

export type ImportPreview = { rowCount: number; issues: ImportIssue[]; rowsWithErrors: number };

/** What a check found, without the list of problems (which streams apart). */
export type ImportSummary = {
  /** Data rows (blank lines are not rows). */
  rowCount: number;
  /** Rows with at least one error: the server will refuse them. */
  rowsWithErrors: number;
  /** Problems of every kind, header and file ones included. */
  issueCount: number;
  /** Problems of the file as a whole or of its header row (row 0 or 1). */
  fileIssues: number;
  /** For each kind of problem, the number of data rows that have it. */
  rowsByProblem: Partial<Record<ImportProblemCode, number>>;
};

/** What the rows of an import do: products "Existing" update, everything else creates. */
export function importAction(importType: string | undefined): "create" | "update" {
  return importType === "update" ? "update" : "create";
}

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
