import { describe, expect, it } from "vitest";
import { toCountryId } from "@/domain/countries";
import { summaryRows } from "@/domain/orders";
import { defaultReportRange, MAX_REFUND_TIME_LIMIT_DAYS } from "@/domain/reports";

describe("odd data from the API never breaks a rule (issue 16, point 7)", () => {
  it("reads a country_id sent as a number or a text; nothing for an unknown one", () => {
    expect(toCountryId(2)).toBe(2);
    expect(toCountryId("2")).toBe(2);
    expect(toCountryId(" 3 ")).toBe(3);
    for (const value of [null, undefined, "", 0, 4, "4", "2.5", 2.5, "KSA", "SA", [2], {}]) expect(toCountryId(value)).toBeNull();
  });

  it("an order without a readable total price has no subtotal or total amount (shown as a dash), not 0.00", () => {
    expect(summaryRows({ total_price: null, discount: null, coupon_code: null, vat: null })).toEqual([
      { key: "subtotal", amount: null },
      { key: "total", amount: null },
    ]);
    expect(summaryRows({ total_price: "abc", discount: "5", coupon_code: null, vat: "n/a" })).toEqual([
      { key: "subtotal", amount: null },
      { key: "discount", amount: 5 },
      { key: "total", amount: null },
      { key: "vat", amount: null },
    ]);
  });

  it("an unreadable or absurd refund_time_limit gives a usable default range instead of a RangeError", () => {
    for (const days of [Number.POSITIVE_INFINITY, Number.NaN, -3, 1e12]) {
      const range = defaultReportRange("refund", "2026-05-10", days);
      expect(range?.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(range?.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(defaultReportRange("refund", "2026-05-10", Number.NaN)?.maxStart).toBe("2026-05-10");
    expect(defaultReportRange("refund", "2026-05-10", 1e12)).toEqual(
      defaultReportRange("refund", "2026-05-10", MAX_REFUND_TIME_LIMIT_DAYS),
    );
  });
});
