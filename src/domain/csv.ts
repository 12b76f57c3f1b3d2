/**
 * CSV per RFC 4180, pure: fields separated by commas (or the `;` or tab of some spreadsheet
 * locales), records by CRLF, LF or CR; a field in double quotes may hold separators, line breaks
 * and doubled quotes (`""`). A leading byte-order mark is dropped. Read whole (`parseCsv`) or in
 * pieces of any size (`CsvReader`: a file streamed chunk by chunk, issue 21). Used by the bulk
 * import preview and to write sample and error-report files.
 */

export type CsvProblem = { kind: "unterminatedQuote" | "textAfterQuote"; record: number };

export type CsvTable = {
  /** Every record, each a list of fields. A last empty line is not a record. */
  records: string[][];
  /** Structural problems; the parser still returns what it could read. */
  problems: CsvProblem[];
};

/** The field separators a CSV may use: Excel writes `;` where the decimal mark is a comma. */
export const CSV_SEPARATORS = [",", ";", "\t"] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

const BOM = "\ufeff";
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

// Where the reader stands between two characters (and between two pieces of text).
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field was the last character of a piece: `""` or the closing quote. */
const QUOTE_IN_QUOTED = 3;
const AFTER_QUOTE = 4;

/**
 * An incremental CSV reader: `push` pieces of text as they are decoded (a record or a quoted field
 * may span pieces), then `finish`. Each complete record goes to `onRecord` as soon as its line
 * ends. Scans with `indexOf` and slices, not character by character, so a large file costs little.
 */
export class CsvReader {
  /** Structural problems so far. */
  readonly problems: CsvProblem[] = [];
  /** Records handed out so far. */
  records = 0;
  private readonly separator: number;
  private readonly onRecord: (record: string[]) => void;
  private record: string[] = [];
  private field = "";
  private state = FIELD_START;
  private started = false;
  /** The last piece ended with CR: a LF starting the next one belongs to it. */
  private afterCr = false;

  constructor(onRecord: (record: string[]) => void, separator: CsvSeparator = ",") {
    this.onRecord = onRecord;
    this.separator = separator.charCodeAt(0);
  }

  push(piece: string): void {
    let text = piece;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    const length = text.length;
    const separator = this.separator;
    let index = 0;
    if (this.afterCr && length > 0) {
      this.afterCr = false;
      if (text.charCodeAt(0) === LF) index = 1;
    }
    while (index < length) {
      const state = this.state;
      if (state === QUOTED) {
        const quote = text.indexOf('"', index);
        if (quote < 0) {
          this.field += text.slice(index);
          return;
        }
        this.field += text.slice(index, quote);
        index = quote + 1;
        if (index === length) {
          this.state = QUOTE_IN_QUOTED;
          return;
        }
        if (text.charCodeAt(index) === QUOTE) {
          this.field += '"';
          index += 1;
        } else this.state = AFTER_QUOTE;
        continue;
      }
      if (state === QUOTE_IN_QUOTED) {
        if (text.charCodeAt(index) === QUOTE) {
          this.field += '"';
          index += 1;
          this.state = QUOTED;
        } else this.state = AFTER_QUOTE;
        continue;
      }
      const code = text.charCodeAt(index);
      if (state === FIELD_START && code === QUOTE) {
        this.state = QUOTED;
        index += 1;
        continue;
      }
      if (code === separator) {
        this.endField();
        index += 1;
        continue;
      }
      if (code === LF || code === CR) {
        this.endRecord();
        index += 1;
        if (code === CR) {
          if (index === length) this.afterCr = true;
          else if (text.charCodeAt(index) === LF) index += 1;
        }
        continue;
      }
      if (state === AFTER_QUOTE) this.problems.push({ kind: "textAfterQuote", record: this.records + 1 });
      // Unquoted text up to the next separator or line end.
      let end = index + 1;
      while (end < length) {
        const next = text.charCodeAt(end);
        if (next === separator || next === LF || next === CR) break;
        end += 1;
      }
      this.field += text.slice(index, end);
      this.state = UNQUOTED;
      index = end;
    }
  }

  /** Ends the text: the last record (without a final line break) and an unclosed quote. */
  finish(): void {
    if (this.state === QUOTED) this.problems.push({ kind: "unterminatedQuote", record: this.records + 1 });
    if (this.state !== FIELD_START || this.field !== "" || this.record.length > 0) this.endRecord();
  }

  private endField(): void {
    this.record.push(this.field);
    this.field = "";
    this.state = FIELD_START;
  }

  private endRecord(): void {
    this.endField();
    const record = this.record;
    this.record = [];
    this.records += 1;
    this.onRecord(record);
  }
}

export function parseCsv(input: string, separator: CsvSeparator = ","): CsvTable {
  const records: string[][] = [];
  const reader = new CsvReader((record) => records.push(record), separator);
  reader.push(input);
  reader.finish();
  return { records, problems: reader.problems };
}

/**
 * The separator of a CSV from its start: the candidate found most often outside quotes on the
 * first line (the header), a comma when none is.
 */
export function detectSeparator(head: string): CsvSeparator {
  const counts = new Map<string, number>(CSV_SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of head.startsWith(BOM) ? head.slice(1) : head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvSeparator = ",";
  for (const separator of CSV_SEPARATORS) if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/**
 * Counts the records of a CSV from its bytes, in pieces, without decoding: the reader's rules at
 * byte level (a quote, a separator, CR and LF are single ASCII bytes in UTF-8 and in the Windows
 * code pages, never part of another character). A blank line counts. Gives the total that the
 * progress of a check shows.
 */
export class CsvRecordCounter {
  records = 0;
  private readonly separator: number;
  private state = FIELD_START;
  private afterCr = false;
  /** Bytes since the last line end: a last record without a line break. */
  private pending = false;

  constructor(separator: CsvSeparator = ",") {
    this.separator = separator.charCodeAt(0);
  }

  push(bytes: Uint8Array): void {
    const separator = this.separator;
    let { state, afterCr, pending, records } = this;
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = bytes[index];
      if (afterCr) {
        afterCr = false;
        if (byte === LF) continue;
      }
      pending = true;
      if (state === QUOTED) {
        if (byte === QUOTE) state = QUOTE_IN_QUOTED;
        continue;
      }
      if (byte === QUOTE && (state === FIELD_START || state === QUOTE_IN_QUOTED)) state = QUOTED;
      else if (byte === separator) state = FIELD_START;
      else if (byte === LF || byte === CR) {
        records += 1;
        state = FIELD_START;
        pending = false;
        afterCr = byte === CR;
      } else state = UNQUOTED;
    }
    this.state = state;
    this.afterCr = afterCr;
    this.pending = pending;
    this.records = records;
  }

  /** The count, with a last record that has no line break. */
  finish(): number {
    if (this.pending) {
      this.records += 1;
      this.pending = false;
    }
    return this.records;
  }
}

/** One field, quoted when it holds a separator (`,` `;` tab), a quote, a line break or edge blanks. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",;\t\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records → CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function toCsv(
  records: readonly (readonly (string | number | boolean | null | undefined)[])[],
  separator: CsvSeparator = ",",
): string {
  return records.map((record) => record.map(csvField).join(separator)).join("\r\n") + (records.length ? "\r\n" : "");
}

/** True for a record with no content (a blank line inside the file, or only commas). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === "");
}

/**
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or CR first) is
 * kept as text with a leading apostrophe (OWASP "CSV injection"); numbers, negative ones too,
 * stay numbers.
 */
export function spreadsheetSafe(value: string | number | boolean | null | undefined): string | number | boolean | null | undefined {
  if (typeof value !== "string") return value;
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  return /^[+-]?\d+(\.\d+)?$/.test(value) ? value : `'${value}`;
}

/** A UTF-8 byte-order mark: Excel reads a CSV starting with it as UTF-8, so Arabic stays Arabic. */
export const UTF8_BOM = BOM;

/** A CSV file to hand to a spreadsheet: BOM, then the records (formula-safe), CRLF line ends. */
export function csvFileText(records: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return UTF8_BOM + toCsv(records.map((record) => record.map(spreadsheetSafe)));
}
