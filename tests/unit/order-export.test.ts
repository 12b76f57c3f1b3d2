import { describe, expect, it } from "vitest";
import { csvFileText, parseCsv, spreadsheetSafe } from "@/domain/csv";
import { exportFileName, exportPercent, uniqueRecords } from "@/domain/list-export";
import { orderExportRecords, type OrderExportColumn } from "@/domain/order-export";
import type { OrderListItem } from "@/domain/orders";

const order = (overrides: Partial<OrderListItem>): OrderListItem => ({
  id: 1,
  item_count: 2,
  user_email: "a@example.test",
  status: "pending",
  total_price: "120.5",
  discount: 0,
  ...overrides,
});

const EN: Record<OrderExportColumn, string> = {
  orderNumber: "Order #",
  itemCount: "Items Count",
  customerEmail: "Customer Email",
  status: "Status",
  totalPrice: "Total Price",
  discount: "Discount",
};
const AR: Record<OrderExportColumn, string> = {
  orderNumber: "رقم الطلب",
  itemCount: "عدد العناصر",
  customerEmail: "بريد العميل",
  status: "الحالة",
  totalPrice: "السعر الإجمالي",
  discount: "الخصم",
};

describe("orderExportRecords", () => {
  it("writes the list's columns (no Actions), one row per order, plain amounts", () => {
    const records = orderExportRecords(
      [order({ id: 7, total_price: "1234.5", discount: 10 }), order({ id: 6, total_price: "oops", status: "shipped" })],
      {
        header: (column) => EN[column],
        status: (status) => status.toUpperCase(),
      },
    );
    expect(records).toEqual([
      ["Order #", "Items Count", "Customer Email", "Status", "Total Price", "Discount"],
      [7, 2, "a@example.test", "PENDING", "1234.50", "10.00"],
      [6, 2, "a@example.test", "SHIPPED", "", "0.00"],
    ]);
  });

  it("keeps an order met on two pages once", () => {
    expect(uniqueRecords([order({ id: 1 }), order({ id: 2 }), order({ id: 1 })]).map((row) => row.id)).toEqual([1, 2]);
    const records = orderExportRecords([order({ id: 1 }), order({ id: 1 })], {
      header: (column) => EN[column],
      status: (status) => status,
    });
    expect(records).toHaveLength(2);
  });
});

describe("csvFileText", () => {
  it("starts with a UTF-8 BOM and ends lines with CRLF", () => {
    const text = csvFileText([
      ["a", "b"],
      [1, 2],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe("a,b\r\n1,2\r\n");
    expect(Array.from(new TextEncoder().encode(text).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("quotes commas, quotes and line breaks, and reads back the same", () => {
    const records = [
      ["name", "note"],
      ["Shirt, blue", 'He said "hi"\nthen left'],
    ];
    const text = csvFileText(records);
    expect(text).toContain('"Shirt, blue","He said ""hi""\nthen left"');
    expect(parseCsv(text).records).toEqual(records);
  });

  it("keeps Arabic headers and statuses intact through UTF-8", () => {
    const records = orderExportRecords([order({ id: 9, status: "delivered" })], {
      header: (column) => AR[column],
      status: () => "تم التوصيل",
    });
    const bytes = new TextEncoder().encode(csvFileText(records));
    const decoded = new TextDecoder("utf-8").decode(bytes);
    expect(parseCsv(decoded).records).toEqual([
      ["رقم الطلب", "عدد العناصر", "بريد العميل", "الحالة", "السعر الإجمالي", "الخصم"],
      ["9", "2", "a@example.test", "تم التوصيل", "120.50", "0.00"],
    ]);
  });

  it("keeps a cell a spreadsheet would run as a formula as text", () => {
    expect(spreadsheetSafe('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(spreadsheetSafe("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(spreadsheetSafe("+971500000000x")).toBe("'+971500000000x");
    expect(spreadsheetSafe("-12.50")).toBe("-12.50");
    expect(spreadsheetSafe(-3)).toBe(-3);
    expect(spreadsheetSafe("a=b")).toBe("a=b");
    expect(csvFileText([["=1+1"]])).toBe("\ufeff'=1+1\r\n");
  });
});

describe("exportFileName and exportPercent", () => {
  it("names the file after the tab and the day", () => {
    expect(exportFileName("orders", "pending", new Date(2026, 4, 3, 10))).toBe("orders-pending-2026-05-03.csv");
    expect(exportFileName("orders", "../x", new Date(2026, 11, 31))).toBe("orders-x-2026-12-31.csv");
  });

  it("gives no percentage before the page count is known", () => {
    expect(exportPercent(0, null)).toBeNull();
    expect(exportPercent(2, 5)).toBe(40);
    expect(exportPercent(6, 5)).toBe(100);
  });
});
