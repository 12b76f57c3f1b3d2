import { describe, expect, it } from "vitest";
import { csvField, isBlankRecord, parseCsv, toCsv } from "@/domain/csv";

describe("parseCsv (RFC 4180)", () => {
  it("reads plain records with CRLF, LF or CR line ends and ignores a final line break", () => {
    expect(parseCsv("a,b\r\nc,d\r\n").records).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\nc,d").records).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\rc,d\r").records).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("keeps empty fields, leading and trailing", () => {
    expect(parseCsv(",a,,\n").records).toEqual([["", "a", "", ""]]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'name,notes\r\n"Shirt, blue","He said ""hi""\r\nthen left"\r\n"",x\r\n';
    const { records, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      ["name", "notes"],
      ["Shirt, blue", 'He said "hi"\r\nthen left'],
      ["", "x"],
    ]);
  });

  it("drops a leading byte-order mark", () => {
    expect(parseCsv("\ufeffsku,price\nA,1").records[0]).toEqual(["sku", "price"]);
  });

  it("keeps Arabic text", () => {
    expect(parseCsv('name_ar\n"قميص، أزرق"').records[1]).toEqual(["قميص، أزرق"]);
  });

  it("reports an unterminated quote and text after a closing quote, with the record number", () => {
    expect(parseCsv('a\n"open,b\nc').problems).toEqual([{ kind: "unterminatedQuote", record: 2 }]);
    const after = parseCsv('a\n"x"y,b');
    expect(after.problems).toEqual([{ kind: "textAfterQuote", record: 2 }]);
    expect(after.records[1]).toEqual(["xy", "b"]);
  });

  it("an empty text has no records", () => {
    expect(parseCsv("").records).toEqual([]);
  });
});

describe("writing CSV", () => {
  it("quotes only when needed", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField(null)).toBe("");
    expect(csvField(3.5)).toBe("3.5");
  });

  it("round-trips through the parser", () => {
    const records = [
      ["sku", "notes"],
      ["A-1", 'x, "y"\nz'],
      ["", "قميص"],
    ];
    expect(parseCsv(toCsv(records)).records).toEqual(records);
    expect(toCsv([["a"]])).toBe("a\r\n");
  });

  it("knows a blank record", () => {
    expect(isBlankRecord(["", " "])).toBe(true);
    expect(isBlankRecord(["", "x"])).toBe(false);
  });
});
