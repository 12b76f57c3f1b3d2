/**
 * CSV per RFC 4180, pure: fields separated by commas, records by CRLF, LF or CR; a field in double
 * quotes may hold commas, line breaks and doubled quotes (`""`). A leading byte-order mark is
 * dropped. Used by the bulk import preview and to write sample and error-report files.
 */

export type CsvProblem = { kind: "unterminatedQuote" | "textAfterQuote"; record: number };

export type CsvTable = {
  /** Every record, each a list of fields. A last empty line is not a record. */
  records: string[][];
  /** Structural problems; the parser still returns what it could read. */
  problems: CsvProblem[];
};

const BOM = "\ufeff";

export function parseCsv(input: string): CsvTable {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  const problems: CsvProblem[] = [];
  let record: string[] = [];
  let field = "";
  let index = 0;
  let quoted = false;
  let afterQuote = false;

  const endField = () => {
    record.push(field);
    field = "";
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === "" && !afterQuote) {
      quoted = true;
    } else if (char === ",") {
      endField();
    } else if (char === "\r" || char === "\n") {
      endRecord();
      if (char === "\r" && text[index + 1] === "\n") index += 1;
    } else {
      if (afterQuote) {
        problems.push({ kind: "textAfterQuote", record: records.length + 1 });
        afterQuote = false;
      }
      field += char;
    }
    index += 1;
  }
  if (quoted) problems.push({ kind: "unterminatedQuote", record: records.length + 1 });
  if (quoted || field !== "" || record.length > 0 || afterQuote) endRecord();
  return { records, problems };
}

/** One field, quoted when it holds a comma, a quote, a line break or edge blanks. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records → CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function toCsv(records: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return records.map((record) => record.map(csvField).join(",")).join("\r\n") + (records.length ? "\r\n" : "");
}

/** True for a record with no content (a blank line inside the file, or only commas). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === "");
}
