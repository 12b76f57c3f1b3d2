import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ImportIssue } from "@/domain/bulk-import";
import { ImportChecker } from "@/domain/bulk-import-check";
import { sampleCsv } from "@/domain/bulk-import-csv";
import { CsvReader, CsvRecordCounter, detectSeparator, parseCsv, toCsv, type CsvSeparator } from "@/domain/csv";
import { checkFileFacts } from "@/domain/files";
import { PRODUCT_IMPORT_SPEC } from "@/domain/products-import";
import { SERVICE_IMPORT_SPEC } from "@/domain/services-import";
import { detectEncoding, isValidUtf8Start, resolveEncoding } from "@/domain/text-encoding";
import { UPLOAD_LIMIT_BYTES } from "@/config/constants";
import { checkImportFile, type ImportCheckProgress } from "@/lib/import-check/check-import-file";
import { buildIssueReport } from "@/lib/import-check/issue-report";

/** Issue 21: the streaming pieces of the bulk-import check, and the encodings Excel writes. */

/** Reads `text` split at `cuts` (positions), as a file streamed in pieces would arrive. */
function readInPieces(text: string, cuts: number[], separator: CsvSeparator = ",") {
  const records: string[][] = [];
  const reader = new CsvReader((record) => records.push(record), separator);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(text.slice(from, cut));
    from = cut;
  }
  reader.push(text.slice(from));
  reader.finish();
  return { records, problems: reader.problems };
}

const TRICKY = '\ufeffname,notes\r\n"Shirt, blue","He said ""hi""\r\nthen left"\r\n"",x\rlast,"قميص، أزرق"\n"x"y,b\n"open,';

/** Windows-1256 bytes of Arabic letters (TextEncoder writes UTF-8 only). */
const CP1256: Record<string, number> = { ا: 0xc7, س: 0xd3, م: 0xe3, ق: 0xde, ي: 0xed, ص: 0xd5 };
function windows1256(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => CP1256[char] ?? char.charCodeAt(0)));
}

const PRODUCT_HEADER = PRODUCT_IMPORT_SPEC.columns.map((column) => column.name);
function productRows(count: number, edit: (row: string[], index: number) => void = () => undefined): string[][] {
  const samples = PRODUCT_IMPORT_SPEC.sampleRows;
  return Array.from({ length: count }, (_, index) => {
    const row = [...samples[index % samples.length]];
    row[PRODUCT_HEADER.indexOf("sku")] = `SKU-${index + 1}`;
    edit(row, index + 1);
    return row;
  });
}

async function check(bytes: Uint8Array | string, encoding: "auto" | "utf-8" | "windows-1256" = "auto", pieceBytes = 4096) {
  const progress: ImportCheckProgress[] = [];
  const issues: ImportIssue[] = [];
  const result = await checkImportFile(
    new Blob([bytes as BlobPart]),
    { dataType: "products", importType: "create", encoding },
    {
      onProgress: (report) => {
        progress.push(report);
        if (report.restarted) issues.length = 0;
        issues.push(...report.issues);
      },
      pieceBytes,
      progressEveryMs: 0,
    },
  );
  issues.push(...result.issues);
  return { result, progress, issues };
}

describe("CsvReader: a CSV in pieces", () => {
  it("reads the same records and problems however the text is cut", () => {
    const whole = parseCsv(TRICKY);
    expect(whole.records[1]).toEqual(["Shirt, blue", 'He said "hi"\r\nthen left']);
    expect(whole.problems).toEqual([
      { kind: "textAfterQuote", record: 5 },
      { kind: "unterminatedQuote", record: 6 },
    ]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: TRICKY.length }), { maxLength: 12 }), (cuts) => {
        expect(readInPieces(TRICKY, cuts)).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it("reads `;` and tab separated files, with a quoted separator kept", () => {
    expect(parseCsv('sku;price\r\n"A;1";1,5\r\n', ";").records).toEqual([
      ["sku", "price"],
      ["A;1", "1,5"],
    ]);
    expect(parseCsv("sku\tprice\nA\t1", "\t").records).toEqual([
      ["sku", "price"],
      ["A", "1"],
    ]);
    expect(readInPieces('sku;price\r\n"A;1";2\r\n', [10, 11], ";").records).toEqual([
      ["sku", "price"],
      ["A;1", "2"],
    ]);
  });

  it("writes with a separator and quotes the other separators too", () => {
    expect(toCsv([["a;b", "c"]], ";")).toBe('"a;b";c\r\n');
    expect(toCsv([["a;b", "c"]])).toBe('"a;b",c\r\n');
  });
});

describe("detectSeparator", () => {
  it("takes the separator of the header row", () => {
    expect(detectSeparator("product_id,name_en,sku\n1,a;b,c")).toBe(",");
    expect(detectSeparator("\ufeffproduct_id;name_en;sku\r\n1;a,b;c")).toBe(";");
    expect(detectSeparator("product_id\tname_en\tsku")).toBe("\t");
    expect(detectSeparator('"a,b";"c,d";e')).toBe(";");
    expect(detectSeparator("sku")).toBe(",");
  });
});

describe("CsvRecordCounter", () => {
  it("counts the records the reader reads, from bytes in any pieces", () => {
    const bytes = new TextEncoder().encode(TRICKY);
    const expected = parseCsv(TRICKY).records.length;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 10 }), (cuts) => {
        const counter = new CsvRecordCounter();
        let from = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          counter.push(bytes.subarray(from, cut));
          from = cut;
        }
        counter.push(bytes.subarray(from));
        expect(counter.finish()).toBe(expected);
      }),
      { numRuns: 200 },
    );
    const semicolons = new CsvRecordCounter(";");
    semicolons.push(new TextEncoder().encode('a;"x\r\ny"\r\nb;c\r\n'));
    expect(semicolons.finish()).toBe(2);
  });
});

describe("text encodings", () => {
  it("detects UTF-8 (with or without BOM, a character cut at the end) and Windows-1256", () => {
    const utf8 = new TextEncoder().encode("name_ar\nقميص");
    expect(detectEncoding(utf8)).toBe("utf-8");
    expect(detectEncoding(utf8.subarray(0, utf8.length - 1))).toBe("utf-8");
    expect(isValidUtf8Start(utf8.subarray(0, utf8.length - 1))).toBe(true);
    expect(detectEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toBe("utf-8");
    expect(detectEncoding(windows1256("name_ar\nقميص"))).toBe("windows-1256");
    expect(new TextDecoder("windows-1256").decode(windows1256("قميص"))).toBe("قميص");
    expect(resolveEncoding("utf-8", windows1256("قميص"))).toBe("utf-8");
    expect(resolveEncoding("auto", new TextEncoder().encode("plain"))).toBe("utf-8");
  });
});

describe("ImportChecker: row by row", () => {
  it("counts rows, rows with errors and rows by kind; problems come in file order", () => {
    const issues: ImportIssue[] = [];
    const checker = new ImportChecker(SERVICE_IMPORT_SPEC, undefined, (issue) => issues.push(issue));
    const [header, good] = parseCsv(sampleCsv(SERVICE_IMPORT_SPEC)).records;
    const at = (name: string) => header.indexOf(name);
    const negative = [...good];
    negative[at("price")] = "-1";
    const both = [...negative];
    both[at("name_en")] = "";
    [header, good, negative, [""], both, [...good, "extra"]].forEach((record) => checker.record(record));
    const summary = checker.finish();
    expect(summary).toEqual({
      rowCount: 4,
      rowsWithErrors: 3,
      issueCount: 4,
      fileIssues: 0,
      rowsByProblem: { negative: 2, required: 1, fieldCount: 1 },
    });
    expect(issues.map((issue) => `${issue.row}|${issue.column}|${issue.code}`)).toEqual([
      "3|price|negative",
      "5|name_en|required",
      "5|price|negative",
      "6||fieldCount",
    ]);
  });
});

describe("checkImportFile (the worker's code, here on the main thread)", () => {
  it("an Excel export: UTF-8 BOM, `;` separators, CRLF; progress out of the counted rows", async () => {
    const rows = productRows(3000, (row, index) => {
      if (index % 100 === 0) row[PRODUCT_HEADER.indexOf("price")] = "-3";
    });
    const text = `\ufeff${toCsv([PRODUCT_HEADER, ...rows], ";")}`;
    const { result, progress, issues } = await check(text);
    expect(result).toMatchObject({ encoding: "utf-8", detected: true, separator: ";" });
    expect(result.summary).toMatchObject({ rowCount: 3000, rowsWithErrors: 30, issueCount: 30, rowsByProblem: { negative: 30 } });
    expect(issues).toHaveLength(30);
    expect(progress[0]).toEqual({ done: 0, total: 3000, issues: [] });
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.every((report) => report.total === 3000 && report.done <= 3000)).toBe(true);
  });

  it("a decimal comma (12,50, as Excel writes it where fields are separated by `;`) is named as such, not as any non-number", async () => {
    const rows = productRows(3, (row, index) => {
      row[PRODUCT_HEADER.indexOf("price")] = ["12,50", ",5", "12.50"][index - 1];
      if (index === 3) row[PRODUCT_HEADER.indexOf("quantity")] = "1,000x";
    });
    const { result, issues } = await check(`\ufeff${toCsv([PRODUCT_HEADER, ...rows], ";")}`);
    expect(result.separator).toBe(";");
    expect(issues.map((issue) => `${issue.row}|${issue.column}|${issue.code}`)).toEqual([
      "2|price|decimalComma",
      "3|price|decimalComma",
      "4|quantity|notNumber",
    ]);
  });

  it("an Arabic Windows export (Windows-1256) is detected and its Arabic read", async () => {
    const text = toCsv([PRODUCT_HEADER, ...productRows(50, (row) => (row[PRODUCT_HEADER.indexOf("name_ar")] = "قميص"))]);
    const { result } = await check(windows1256(text));
    expect(result).toMatchObject({ encoding: "windows-1256", detected: true, separator: "," });
    expect(result.summary.rowCount).toBe(50);
  });

  it("reads again as Windows-1256 when invalid UTF-8 comes after the first 64 KB; problems found before are dropped", async () => {
    const rows = productRows(400, (row, index) => {
      if (index === 1) row[PRODUCT_HEADER.indexOf("quantity")] = "x";
      row[PRODUCT_HEADER.indexOf("name_ar")] = index === 399 ? "قميص" : "";
    });
    const text = toCsv([PRODUCT_HEADER, ...rows]);
    expect(text.length).toBeGreaterThan(64 * 1024 + 1000);
    const bytes = windows1256(text);
    expect(detectEncoding(bytes.subarray(0, 64 * 1024))).toBe("utf-8");
    const { result, progress, issues } = await check(bytes, "auto", 16 * 1024);
    expect(result.encoding).toBe("windows-1256");
    expect(progress.some((report) => report.restarted)).toBe(true);
    expect(issues.map((issue) => `${issue.row}|${issue.column}|${issue.code}`)).toEqual(["2|quantity|notNumber"]);
  });

  it("the seller's choice wins over the detection", async () => {
    const bytes = windows1256(toCsv([PRODUCT_HEADER, ...productRows(2)]));
    expect((await check(bytes, "utf-8")).result).toMatchObject({ encoding: "utf-8", detected: false });
    expect((await check(new TextEncoder().encode("sku\nA"), "windows-1256")).result).toMatchObject({
      encoding: "windows-1256",
      detected: false,
    });
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    const text = toCsv([PRODUCT_HEADER, ...productRows(500)]);
    const running = checkImportFile(
      new Blob([text]),
      { dataType: "products", encoding: "auto" },
      {
        onProgress: () => controller.abort(),
        signal: controller.signal,
        pieceBytes: 8192,
        pause: () => Promise.resolve(),
      },
    );
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the error report and the upload limit", () => {
  it("holds every problem, with a BOM, the file's separator and CRLF", async () => {
    const issues: ImportIssue[] = Array.from({ length: 12_345 }, (_, index) => ({
      row: index + 2,
      column: "price",
      code: "negative",
      severity: "error",
    }));
    const report = await buildIssueReport(issues, () => "Negative not allowed", ["Row", "Column", "Severity", "Problem"], ";");
    const bytes = new Uint8Array(await report.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("Row;Column;Severity;Problem");
    expect(lines[1]).toBe("2;price;error;Negative not allowed");
    expect(lines.filter(Boolean)).toHaveLength(12_346);
  });

  it("a CSV past its limit (48 MB: 100,000 rows) is refused before it is read, with its own message", () => {
    expect(UPLOAD_LIMIT_BYTES.csv).toBe(48 * 1024 * 1024);
    const head = new TextEncoder().encode("sku\nA\n");
    const facts = (size: number) => ({ name: "catalogue.csv", type: "text/csv", size });
    expect(checkFileFacts(facts(UPLOAD_LIMIT_BYTES.csv + 1), head, "csv", UPLOAD_LIMIT_BYTES.csv)).toEqual({
      ok: false,
      error: { key: "bulkImport.messages.tooBig", values: { limit: "48" } },
    });
    expect(checkFileFacts(facts(UPLOAD_LIMIT_BYTES.csv), head, "csv", UPLOAD_LIMIT_BYTES.csv).ok).toBe(true);
    expect(
      checkFileFacts({ ...facts(6 * 1024 * 1024), name: "a.png", type: "image/png" }, head, "image", UPLOAD_LIMIT_BYTES.image),
    ).toMatchObject({
      error: { key: "files.errors.tooBig" },
    });
  });
});
