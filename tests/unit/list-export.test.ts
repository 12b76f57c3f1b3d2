import { describe, expect, it } from "vitest";
import { csvFileText, parseCsv } from "@/domain/csv";
import { exportFileName, exportRecords, plainDateTime } from "@/domain/list-export";
import { EXPORT_LISTS, listExportRecords, type ExportTexts } from "@/domain/list-export-columns";
import en from "@/providers/i18n/locales/en/products.json";

/** A translation that shows which key a cell or header came from (and the fallback when given). */
const keys: ExportTexts = {
  t: (key, fallback) => (fallback === undefined ? `[${key}]` : `[${key}|${fallback}]`),
  now: Date.UTC(2026, 5, 1),
};

describe("exportRecords", () => {
  it("writes a header and one row per record, each record once", () => {
    const rows = [
      { id: 1, name: "a" },
      { id: 2, name: "b" },
      { id: 1, name: "a again" },
    ];
    expect(exportRecords(rows, [{ header: "Name", cell: (row) => row.name }])).toEqual([["Name"], ["a"], ["b"]]);
  });
});

describe("listExportRecords: the columns each list shows", () => {
  it("products and services: image address, name, status in the language", () => {
    const row = {
      id: 4,
      name_en: "Oud, 12 ml",
      status: "inactive",
      featured_image: "https://cdn.test/o.png",
      featured_image_resized: null,
    };
    for (const list of ["products", "services"] as const) {
      expect(listExportRecords(list, [row], keys)).toEqual([
        [`[${list}.fields.image]`, `[${list}.fields.name]`, `[${list}.fields.status]`],
        ["https://cdn.test/o.png", "Oud, 12 ml", `[${list}.statuses.inactive|inactive]`],
      ]);
    }
  });

  it("products with the real English texts", () => {
    const t = (key: string) =>
      key
        .split(".")
        .slice(1)
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
    const records = listExportRecords("products", [{ id: 1, name_en: "Dates", status: "active", featured_image: null }], { t, now: 0 });
    expect(records).toEqual([
      ["Product Image", "Name", "Status"],
      ["", "Dates", "Active"],
    ]);
  });

  it("coupons: number, code, dates, the status at the given time", () => {
    const coupon = {
      id: 12,
      code: "EID10",
      created_at: "2026-05-01T09:05:00",
      start_date: "2026-05-01T00:00:00",
      expiry: "2026-05-20T23:59:00",
    };
    expect(listExportRecords("coupons", [coupon], keys)[1]).toEqual([
      12,
      "EID10",
      "2026-05-01 09:05",
      "2026-05-20 23:59",
      "[coupons.statuses.expire|expire]",
    ]);
  });

  it("returns: ids, item name, type and status named, placed on", () => {
    const item = {
      id: 5,
      order_id: 77,
      product_name_en: "Thobe",
      line_item_name_en: "L / Beige",
      item_type: "Product",
      status: "requested",
      created_at: "2026-04-02T10:30:00",
    };
    expect(listExportRecords("returns", [item], keys)).toEqual([
      [
        "[returns.fields.returnId]",
        "[returns.fields.orderId]",
        "[returns.fields.itemName]",
        "[returns.fields.itemType]",
        "[returns.fields.status]",
        "[returns.fields.placedOn]",
      ],
      [5, 77, "Thobe - L / Beige", "[returns.itemTypes.Product|Product]", "[returns.statuses.requested|requested]", "2026-04-02 10:30"],
    ]);
  });

  it("disputes and customers", () => {
    const dispute = {
      id: 9,
      order_id: 70,
      created_at: "2026-03-03T08:00:00",
      customer_name_en: null,
      status: "open",
      store_name_en: "Desert Bloom",
    };
    expect(listExportRecords("disputes", [dispute], keys)[1]).toEqual([
      9,
      70,
      "2026-03-03 08:00",
      "",
      "[disputes.statuses.open|open]",
      "Desert Bloom",
    ]);
    const customer = { id: 3, first_name_en: "Aisha", last_name_en: null, email: "aisha@example.test" };
    expect(listExportRecords("customers", [customer], keys)).toEqual([
      ["[users.fields.firstName]", "[users.fields.lastName]", "[users.fields.email]"],
      ["Aisha", "", "aisha@example.test"],
    ]);
  });

  it("orders keep their own columns", () => {
    const order = { id: 7, item_count: 2, user_email: "a@example.test", status: "pending", total_price: "12.5", discount: 0 };
    expect(listExportRecords("orders", [order], keys)[1]).toEqual([
      7,
      2,
      "a@example.test",
      "[orders.statuses.pending|pending]",
      "12.50",
      "0.00",
    ]);
  });

  it("gives every list a header row even with no record, and a BOM file a spreadsheet reads back", () => {
    for (const list of EXPORT_LISTS) {
      const records = listExportRecords(list, [], keys);
      expect(records).toHaveLength(1);
      expect(records[0].length).toBeGreaterThan(2);
    }
    const text = csvFileText(listExportRecords("customers", [{ id: 1, first_name_en: "=cmd", last_name_en: "ع", email: "x@y.z" }], keys));
    expect(text.startsWith("\ufeff")).toBe(true);
    expect(parseCsv(text).records[1]).toEqual(["'=cmd", "ع", "x@y.z"]);
  });
});

describe("plainDateTime and exportFileName", () => {
  it("writes a sortable local date and time, nothing for no date", () => {
    expect(plainDateTime("2026-01-09T07:04:00")).toBe("2026-01-09 07:04");
    expect(plainDateTime(null)).toBe("");
    expect(plainDateTime("not a date")).toBe("");
  });

  it("names the file after the list, the tab or selection, and the day", () => {
    expect(exportFileName("products", "active-selected", new Date(2026, 0, 2))).toBe("products-active-selected-2026-01-02.csv");
    expect(exportFileName("customers", "", new Date(2026, 0, 2))).toBe("customers-all-2026-01-02.csv");
  });
});
