import { describe, expect, it } from "vitest";
import { bulkImportPayload, type ImportSpec } from "@/domain/bulk-import";
import { previewImport } from "@/domain/bulk-import-check";
import { issueReportCsv, sampleCsv } from "@/domain/bulk-import-csv";
import { parseCsv } from "@/domain/csv";
import { PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_SPEC } from "@/domain/products-import";

const spec: ImportSpec = {
  dataType: "services",
  columns: [
    { name: "id", kind: "id", required: (_row, type) => type === "update", example: "" },
    { name: "name_en", kind: "text", required: true, example: "Cleaning" },
    { name: "price", kind: "price", required: true, example: "10" },
    { name: "hours", kind: "wholeNumber", example: "2" },
    { name: "kind", kind: "choice", choices: ["home", "office"], example: "home" },
    { name: "active", kind: "boolean", example: "true" },
    { name: "categories", kind: "idList", example: "1|2" },
    { name: "images", kind: "urlList", example: "https://x.test/a.png" },
  ],
  sampleRows: [["", "Cleaning", "10", "2", "home", "true", "1|2", "https://x.test/a.png"]],
};

describe("bulkImportPayload (document 2 §7)", () => {
  it("wraps the stored file and the choice in bulk_import", () => {
    expect(
      bulkImportPayload({
        file: { name: "p.csv", url: "https://s/p.csv", key: "imports/u.csv" },
        dataType: "products",
        importType: "update",
      }),
    ).toEqual({
      bulk_import: { file_name: "p.csv", file_url: "https://s/p.csv", key: "imports/u.csv", data_type: "products", import_type: "update" },
    });
    expect(bulkImportPayload({ file: { name: "s.csv", url: "u", key: "k" }, dataType: "services", storeId: 4 }).bulk_import).toEqual({
      file_name: "s.csv",
      file_url: "u",
      key: "k",
      data_type: "services",
      store_id: 4,
    });
  });
});

describe("previewImport", () => {
  it("passes the sample file itself", () => {
    expect(previewImport(sampleCsv(spec), spec, "create")).toEqual({ rowCount: 1, issues: [], rowsWithErrors: 0 });
  });

  it("reports each problem with its row (header = row 1), column and code", () => {
    const text = [
      "name_en,price,hours,kind,active,categories,images,extra",
      ",12.5,3,home,yes,1,https://x.test/a.png,",
      "Ironing,-2,1.5,garden,maybe,1|x,ftp://x.test/b.png,",
      "",
      "Dusting,abc,2,office,no,3,,",
      "Short,1",
    ].join("\n");
    const preview = previewImport(text, spec, "create");
    expect(preview.rowCount).toBe(4);
    expect(preview.rowsWithErrors).toBe(4);
    const compact = preview.issues.map(({ row, column, code, severity }) => `${row}|${column}|${code}|${severity}`);
    expect(compact).toEqual([
      "1|extra|unknownColumn|warning",
      "1|id|missingColumn|warning",
      "2|name_en|required|error",
      "3|price|negative|error",
      "3|hours|wholeNumber|error",
      "3|kind|notChoice|error",
      "3|active|notBoolean|error",
      "3|categories|notId|error",
      "3|images|notUrl|error",
      "5|price|notNumber|error",
      "6||fieldCount|error",
    ]);
    expect(preview.issues.find((issue) => issue.code === "notChoice")?.values).toEqual({ choices: "home, office" });
    expect(preview.issues.find((issue) => issue.code === "fieldCount")?.values).toEqual({ expected: 8, found: 2 });
  });

  it("a column required only for updates is missing as an error when updating", () => {
    const text = "name_en,price\nA,1\n";
    expect(previewImport(text, spec, "update").issues).toContainEqual({ row: 1, column: "id", code: "missingColumn", severity: "error" });
  });

  it("an empty file, a header-only file and repeated columns", () => {
    expect(previewImport("", spec).issues[0]).toMatchObject({ row: 0, code: "emptyFile" });
    expect(previewImport("\ufeff\n", spec).issues[0]).toMatchObject({ code: "emptyFile" });
    expect(previewImport("name_en,price,name_en\n", spec).issues).toContainEqual({
      row: 1,
      column: "name_en",
      code: "duplicateColumn",
      severity: "error",
    });
  });

  it("a broken quote is reported as unreadable", () => {
    const preview = previewImport('name_en,price\n"Open,1\n', spec);
    expect(preview.issues).toContainEqual({ row: 2, column: "", code: "unreadable", severity: "error" });
  });

  it("writes an error report as CSV", () => {
    const preview = previewImport("name_en,price\n,1\n", spec);
    const report = issueReportCsv(
      preview.issues.filter((issue) => issue.severity === "error"),
      (issue) => `problem ${issue.code}`,
      ["Row", "Column", "Severity", "Problem"],
    );
    expect(parseCsv(report).records).toEqual([
      ["Row", "Column", "Severity", "Problem"],
      ["2", "name_en", "error", "problem required"],
    ]);
  });

  it("writes a column a spreadsheet would run as a formula as text in the error report", () => {
    const preview = previewImport('name_en,price,=hyperlink("x")\n', spec);
    const report = issueReportCsv(
      preview.issues.filter((issue) => issue.code === "unknownColumn"),
      (issue) => issue.code,
      null,
    );
    expect(parseCsv(report).records).toEqual([["1", '\'=hyperlink("x")', "warning", "unknownColumn"]]);
  });
});

describe("the products import columns", () => {
  it("the sample file has every column and passes its own check in both import types", () => {
    const sample = sampleCsv(PRODUCT_IMPORT_SPEC);
    expect(parseCsv(sample).records[0]).toEqual(PRODUCT_IMPORT_COLUMNS.map((column) => column.name));
    expect(previewImport(sample, PRODUCT_IMPORT_SPEC, "create").issues).toEqual([]);
    const update = previewImport(sample, PRODUCT_IMPORT_SPEC, "update");
    expect(update.issues.map((issue) => `${issue.row}|${issue.column}|${issue.code}`)).toEqual([
      "2|product_id|required",
      "3|product_id|required",
      "4|product_id|required",
    ]);
  });

  it("wholesale rows need tiers, retail rows need price and quantity unless inquiry", () => {
    const header =
      "name_en,description_en,benefits_en,features_en,how_to_use_en,brand_id,category_ids,variant_name_en,sku,variation,weight,product_type,is_inquiry,price,quantity,qty1range_from,qty1range_to,qty1range_price";
    const base = "N,D,B,F,H,1,1,V,S1,M,1kg";
    const text = [header, `${base},wholesale,false,,,1,,`, `${base},retail,true,5,,,,`, `${base},retail,false,,,,,`].join("\n");
    const codes = previewImport(text, PRODUCT_IMPORT_SPEC, "create")
      .issues.filter((issue) => issue.row > 1)
      .map((issue) => `${issue.row}|${issue.column}`);
    expect(codes).toEqual(["2|qty1range_to", "2|qty1range_price", "4|price", "4|quantity"]);
  });
});
