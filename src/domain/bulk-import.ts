/**
 * Bulk import (document 2 §2 bulk import modal, §3, §5, §7), pure: what is sent, and the shapes of
 * the check a CSV goes through in the browser before it is (the columns of an import, the problems
 * a row can have). The check itself is in bulk-import-check.ts; the sample file and the problem
 * report in bulk-import-csv.ts. The check only informs: the seller may still send a file, the
 * server judges it.
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

/** What the rows of an import do: products "Existing" update, everything else creates. */
export function importAction(importType: string | undefined): "create" | "update" {
  return importType === "update" ? "update" : "create";
}

// ---------------------------------------------------------------------------------------------
// Columns and the problems a check reports

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

/**
 * An import's spec. Each sample row of its sample file is written as what it changes in the
 * columns' examples (`{}`: the examples themselves).
 */
export function importSpec(
  dataType: ImportDataType,
  columns: readonly ImportColumn[],
  samples: readonly Record<string, string>[],
): ImportSpec {
  return { dataType, columns, sampleRows: samples.map((sample) => columns.map((column) => sample[column.name] ?? column.example)) };
}

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
