import { describe, expect, it } from "vitest";
import { REPORTS, addDays, defaultReportRange, rangeProblem, reportQuery } from "@/domain/reports";

describe("report date ranges (document 2 §5)", () => {
  it("defaults every dated report to today through 7 days ahead", () => {
    expect(defaultReportRange("default", "2026-11-01")).toEqual({ start: "2026-11-01", end: "2026-11-08" });
    expect(defaultReportRange("default", "2026-12-28")).toEqual({ start: "2026-12-28", end: "2027-01-04" });
  });

  it("limits Earning And Commission Per Order to today minus refund_time_limit and defaults to that limit plus 7 days", () => {
    expect(defaultReportRange("refund", "2026-11-01", 14)).toEqual({ start: "2026-10-18", end: "2026-10-25", maxStart: "2026-10-18" });
    expect(defaultReportRange("refund", "2024-03-05", 5)).toEqual({ start: "2024-02-29", end: "2024-03-07", maxStart: "2024-02-29" });
    expect(defaultReportRange("refund", "2026-11-01", 0)).toEqual({ start: "2026-11-01", end: "2026-11-08", maxStart: "2026-11-01" });
  });

  it("treats a missing or unreadable refund_time_limit as no limit", () => {
    expect(defaultReportRange("refund", "2026-11-01", Number.NaN)?.maxStart).toBe("2026-11-01");
    expect(defaultReportRange("refund", "2026-11-01", -3)?.maxStart).toBe("2026-11-01");
  });

  it("gives undated reports no range", () => {
    expect(defaultReportRange("none", "2026-11-01", 14)).toBeNull();
  });

  it("moves calendar dates across months, years and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-01-03", -7)).toBe("2025-12-27");
    expect(() => addDays("2026-02-30", 1)).toThrow();
  });

  it("refuses an incomplete range, an end before the start, and a start after the limit", () => {
    expect(rangeProblem({ start: null, end: "2026-11-02" })).toBe("missing");
    expect(rangeProblem({ start: "2026-11-03", end: "2026-11-02" })).toBe("endBeforeStart");
    expect(rangeProblem({ start: "2026-10-19", end: "2026-10-25", maxStart: "2026-10-18" })).toBe("startAfterLimit");
    expect(rangeProblem({ start: "2026-10-18", end: "2026-10-18", maxStart: "2026-10-18" })).toBeNull();
  });
});

describe("the eight reports", () => {
  it("are the spec's, in its order, and only Top Product Sold carries the limit of 100", () => {
    expect(REPORTS.map((report) => report.id)).toEqual([
      "total_sales",
      "out_of_stock_products",
      "recent_orders",
      "order_to_be_delivered",
      "inventory",
      "top_products_sold",
      "average_order_value",
      "total_earning_invoice",
    ]);
    const range = { start: "2026-11-01", end: "2026-11-08" };
    const top = REPORTS.find((report) => report.id === "top_products_sold")!;
    expect(reportQuery(top, range)).toEqual({ start_date: "2026-11-01", end_date: "2026-11-08", limit: 100 });
    const inventory = REPORTS.find((report) => report.id === "inventory")!;
    expect(reportQuery(inventory, range)).toEqual({});
  });
});
