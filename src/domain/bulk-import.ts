import { isBlankRecord, parseCsv, toCsv } from "./csv";

/**
 * Bulk import (document 2 §2 bulk import modal, §3, §5, §7), pure: what is sent, and a preview of
 * a CSV file checked in the browser against the columns of the sample file, row by row. The
 * preview only informs: the seller may still send a file, the server judges it.
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

/** Problem codes; the screen shows them through `bulkImport.problems.<code>`. */
export type ImportProblemCode =
  | "emptyFile"
  | "unreadable"
  | "missingColumn"
  | "unknownColumn"
  | "duplicateColumn"
  | "fieldCount"
  | "required"
  | "notNumber"
  | "wholeNumber"
  | "negative"
  | "priceStep"
  | "notBoolean"
  | "notChoice"
  | "notId"
  | "notUrl";

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

const BOOLEAN = ["true", "false", "1", "0", "yes", "no"];
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

function isHttpUrl(value: string): boolean {
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
      if (!NUMBER.test(text)) return { code: "notNumber" };
      if (Number(text) < 0) return { code: "negative" };
      if (column.kind === "wholeNumber" && !Number.isInteger(Number(text))) return { code: "wholeNumber" };
      if (column.kind === "price" && !/^\d*(\.\d{0,2})?$/.test(text)) return { code: "priceStep" };
      return null;
    }
    case "boolean":
      return BOOLEAN.includes(text.toLowerCase()) ? null : { code: "notBoolean" };
    case "choice":
      return (column.choices ?? []).includes(text.toLowerCase()) ? null : { code: "notChoice", values: { choices: (column.choices ?? []).join(", ") } };
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
 * Checks a CSV file's text against an import's columns: the header (missing, unknown, repeated
 * columns), then every data row (field count, required cells, numbers, choices, ids, urls).
 */
export function previewImport(text: string, spec: ImportSpec, importType?: string): ImportPreview {
  const { records, problems } = parseCsv(text);
  const issues: ImportIssue[] = problems.map((problem) => ({ row: problem.record, column: "", code: "unreadable", severity: "error" }));
  const [header, ...body] = records;
  if (!header || isBlankRecord(header)) {
    return { rowCount: 0, issues: [{ row: 0, column: "", code: "emptyFile", severity: "error" }, ...issues], rowsWithErrors: 0 };
  }
  const names = header.map(normaliseHeader);
  const known = new Map(spec.columns.map((column) => [column.name, column]));
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) issues.push({ row: 1, column: name, code: "duplicateColumn", severity: "error" });
    else if (!known.has(name)) issues.push({ row: 1, column: name || `#${index + 1}`, code: "unknownColumn", severity: "warning" });
  });
  for (const column of spec.columns) {
    if (!names.includes(column.name)) issues.push({ row: 1, column: column.name, code: "missingColumn", severity: isRequired(column, {}, importType) ? "error" : "warning" });
  }

  const rowsWithErrors = new Set<number>();
  let rowCount = 0;
  body.forEach((record, index) => {
    const rowNumber = index + 2;
    if (isBlankRecord(record)) return;
    rowCount += 1;
    const add = (issue: Omit<ImportIssue, "row" | "severity">) => {
      issues.push({ ...issue, row: rowNumber, severity: "error" });
      rowsWithErrors.add(rowNumber);
    };
    if (record.length !== header.length) add({ column: "", code: "fieldCount", values: { expected: header.length, found: record.length } });
    const row: Record<string, string> = {};
    names.forEach((name, position) => {
      if (!(name in row)) row[name] = (record[position] ?? "").trim();
    });
    for (const column of spec.columns) {
      if (!names.includes(column.name)) continue;
      const value = row[column.name] ?? "";
      if (value === "") {
        if (isRequired(column, row, importType)) add({ column: column.name, code: "required" });
        continue;
      }
      const problem = cellProblem(column, value);
      if (problem) add({ column: column.name, ...problem });
    }
  });
  return { rowCount, issues, rowsWithErrors: rowsWithErrors.size };
}

/** The sample file of an import: its columns and example rows. */
export function sampleCsv(spec: ImportSpec): string {
  return toCsv([spec.columns.map((column) => column.name), ...spec.sampleRows]);
}

/** The preview's problems as a CSV report (row, column, severity, problem). */
export function issueReportCsv(issues: readonly ImportIssue[], describe: (issue: ImportIssue) => string, header: readonly string[]): string {
  return toCsv([header, ...issues.map((issue) => [issue.row, issue.column, issue.severity, describe(issue)])]);
}
