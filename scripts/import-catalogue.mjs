// The large products catalogue of issue 21, shared by the bench (scripts/bench-import.mjs) and the
// e2e journey (tests/e2e/products-import.spec.ts): `rows` rows built from the rows of the dialog's
// sample CSV (SKUs made unique), with known problems planted, so the summary the app must show is
// known. Types: import-catalogue.d.mts.

/** A minimal RFC 4180 reader for the sample (quoted fields may hold commas). */
function parseCsv(text) {
  const records = [];
  let record = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const csvField = (value) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * `rows` data rows built from the sample's rows, CRLF, with planted problems: every 50th row a
 * negative price, every 97th row no SKU, every 200th row the unit "box"; fields separated by
 * `separator` (`;` as Excel writes where the decimal mark is a comma). Returns the CSV and what was
 * planted (a row may hold two problems: it counts once in `rowsWithErrors`).
 */
export function buildCatalogue(sampleText, rows, separator = ",") {
  const [header, ...samples] = parseCsv(sampleText.replace(/^\ufeff/, ""));
  const column = (name) => header.indexOf(name);
  const [sku, price, unit] = ["sku", "price", "unit"].map(column);
  const lines = [header.map(csvField).join(separator)];
  const expected = { rows, negative: 0, required: 0, notChoice: 0, rowsWithErrors: 0 };
  for (let index = 1; index <= rows; index += 1) {
    const row = [...samples[index % samples.length]];
    row[sku] = `${row[sku]}-${index}`;
    let bad = false;
    if (index % 50 === 0) {
      row[price] = "-5";
      expected.negative += 1;
      bad = true;
    }
    if (index % 97 === 0) {
      row[sku] = "";
      expected.required += 1;
      bad = true;
    }
    if (index % 200 === 0) {
      row[unit] = "box";
      expected.notChoice += 1;
      bad = true;
    }
    if (bad) expected.rowsWithErrors += 1;
    lines.push(row.map(csvField).join(separator));
  }
  return { csv: `${lines.join("\r\n")}\r\n`, expected };
}

/**
 * The counts the dialog's summary must show for a catalogue (import type New): rows checked, to
 * create, with errors, problems in all, and the rows by kind of problem (the problem codes of
 * src/domain/bulk-import.ts, in the order the table lists them).
 */
export function expectedSummary(expected) {
  return {
    rows: expected.rows,
    ready: expected.rows - expected.rowsWithErrors,
    withErrors: expected.rowsWithErrors,
    problems: expected.negative + expected.required + expected.notChoice,
    byKind: { required: expected.required, negative: expected.negative, notChoice: expected.notChoice },
  };
}

/** Where the counts a page showed (`shown`, the shape of `expectedSummary`) differ from the planted ones, as lines; none when they match. */
export function summaryMismatches(expected, shown) {
  const want = expectedSummary(expected);
  const lines = [];
  for (const key of ["rows", "ready", "withErrors", "problems"]) {
    if (shown[key] !== want[key]) lines.push(`${key}: shown ${shown[key] ?? "nothing"}, planted ${want[key]}`);
  }
  const kinds = new Set([...Object.keys(want.byKind), ...Object.keys(shown.byKind ?? {})]);
  for (const kind of kinds) {
    const found = shown.byKind?.[kind];
    if (found !== want.byKind[kind])
      lines.push(`rows by kind "${kind}": shown ${found ?? "nothing"}, planted ${want.byKind[kind] ?? "none"}`);
  }
  return lines;
}
