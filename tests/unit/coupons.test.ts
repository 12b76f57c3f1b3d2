import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  couponStatus,
  couponStatusTone,
  emptyCouponValues,
  fractionToPercent,
  isExpiryBeforeStart,
  isExpiryPast,
  isStartTooEarly,
  percentToFraction,
  shiftDecimal,
  toCouponFormValues,
  toCouponPayload,
  toCreateCouponPayload,
  toUpdateCouponPayload,
  type Coupon,
  type CouponFormValues,
} from "@/domain/coupons";

const NOW = Date.parse("2026-11-01T09:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW + offset).toISOString();

describe("couponStatus (an injected clock)", () => {
  it("is Expire once the expiry is reached, Incoming before the start, otherwise Active", () => {
    expect(couponStatus({ start_date: at(-10 * DAY), expiry: at(-1) }, NOW)).toBe("expire");
    expect(couponStatus({ start_date: at(-10 * DAY), expiry: at(0) }, NOW)).toBe("expire");
    expect(couponStatus({ start_date: at(1), expiry: at(10 * DAY) }, NOW)).toBe("incoming");
    expect(couponStatus({ start_date: at(0), expiry: at(1) }, NOW)).toBe("active");
    expect(couponStatus({ start_date: at(-DAY), expiry: at(DAY) }, new Date(NOW))).toBe("active");
  });
  it("moves with the clock: the same coupon is incoming, then active, then expired", () => {
    const coupon = { start_date: at(DAY), expiry: at(2 * DAY) };
    expect(couponStatus(coupon, NOW)).toBe("incoming");
    expect(couponStatus(coupon, NOW + 1.5 * DAY)).toBe("active");
    expect(couponStatus(coupon, NOW + 3 * DAY)).toBe("expire");
  });
  it("lets an expired coupon win over a start in the future (dates out of order)", () => {
    expect(couponStatus({ start_date: at(DAY), expiry: at(-DAY) }, NOW)).toBe("expire");
  });
  it("ignores an unreadable date", () => {
    expect(couponStatus({ start_date: "", expiry: "not a date" }, NOW)).toBe("active");
  });
  it("gives each status its tone", () => {
    expect([couponStatusTone("expire"), couponStatusTone("incoming"), couponStatusTone("active")]).toEqual(["error", "info", "success"]);
  });
});

describe("percent ↔ fraction", () => {
  it("divides by 100 as text, without floating-point artefacts", () => {
    expect(percentToFraction(7)).toBe("0.07");
    expect(percentToFraction("7")).toBe("0.07");
    expect(percentToFraction("12.5")).toBe("0.125");
    expect(percentToFraction(100)).toBe("1");
    expect(percentToFraction("1")).toBe("0.01");
    expect(percentToFraction("33.333")).toBe("0.33333");
    expect(percentToFraction(" 15 ")).toBe("0.15");
  });
  it("shows a stored fraction back as a percentage (0.07 * 100 would be 7.000000000000001)", () => {
    expect(0.07 * 100).not.toBe(7);
    expect(fractionToPercent(0.07)).toBe("7");
    expect(fractionToPercent("0.07")).toBe("7");
    expect(fractionToPercent("0.145")).toBe("14.5");
    expect(fractionToPercent("1.0")).toBe("100");
    expect(fractionToPercent(0.29)).toBe("29");
    expect(fractionToPercent(0.57)).toBe("57");
    expect(fractionToPercent("1e-2")).toBe("1");
  });
  it("answers null for what is not a number", () => {
    for (const value of ["", "abc", ".", "1.2.3", null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(percentToFraction(value as never)).toBeNull();
    }
  });
  it("keeps the sign and drops needless zeros", () => {
    expect(shiftDecimal("-5", -2)).toBe("-0.05");
    expect(shiftDecimal("-0", 2)).toBe("0");
    expect(shiftDecimal("007.500", 0)).toBe("7.5");
  });
  it("round-trips every percentage with up to 4 decimals exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000, max: 1000000 }), (tenThousandths) => {
        const percent = String(tenThousandths / 10000);
        const fraction = percentToFraction(percent)!;
        expect(fractionToPercent(fraction)).toBe(percent);
        expect(Number(fraction)).toBeCloseTo(Number(percent) / 100, 12);
      }),
    );
  });
});

describe("coupon date rules", () => {
  it("lets a new coupon start up to one hour in the past", () => {
    expect(isStartTooEarly(at(-HOUR + 1000), NOW)).toBe(false);
    expect(isStartTooEarly(at(-HOUR), NOW)).toBe(false);
    expect(isStartTooEarly(at(-HOUR - 1000), NOW)).toBe(true);
    expect(isStartTooEarly(at(DAY), NOW)).toBe(false);
  });
  it("wants the expiry in the future and not before the start", () => {
    expect(isExpiryPast(at(-1000), NOW)).toBe(true);
    expect(isExpiryPast(at(0), NOW)).toBe(true);
    expect(isExpiryPast(at(1000), NOW)).toBe(false);
    expect(isExpiryBeforeStart(at(DAY), at(DAY - 1))).toBe(true);
    expect(isExpiryBeforeStart(at(DAY), at(DAY))).toBe(false);
    expect(isExpiryBeforeStart(at(DAY), at(2 * DAY))).toBe(false);
  });
});

function values(overrides: Partial<CouponFormValues>): CouponFormValues {
  return {
    ...emptyCouponValues(),
    code: " SUMMER15 ",
    start_date: new Date(NOW + DAY),
    expiry: new Date(NOW + 10 * DAY),
    show_on_product: 1,
    ...overrides,
  };
}

describe("coupon payloads", () => {
  it("creates a percentage coupon with exactly the spec's fields, the discount as a fraction string", () => {
    const payload = toCreateCouponPayload(values({ discount_type: "percentage", discount: "7", max_discount: "50", max_usage_count: "" }));
    expect(payload).toEqual({
      code: "SUMMER15",
      discount: "0.07",
      max_discount: 50,
      start_date: "2026-11-02T09:00:00.000Z",
      expiry: "2026-11-11T09:00:00.000Z",
      discount_type: "percentage",
      max_usage_count: null,
      show_on_product: 1,
    });
    expect(Object.keys(payload)).toEqual([
      "code",
      "discount",
      "max_discount",
      "start_date",
      "expiry",
      "discount_type",
      "max_usage_count",
      "show_on_product",
    ]);
  });
  it("sends null for an empty max discount and usage count", () => {
    const payload = toCreateCouponPayload(values({ discount_type: "percentage", discount: "10" }));
    expect(payload).toMatchObject({ max_discount: null, max_usage_count: null });
  });
  it("creates a flat coupon with exactly the spec's fields, ignoring percentage leftovers", () => {
    const payload = toCreateCouponPayload(
      values({
        discount_type: "flat_amount",
        flat_discount: "25",
        min_order_amount: "",
        max_usage_count: "3",
        discount: "9",
        show_on_product: 0,
      }),
    );
    expect(payload).toEqual({
      code: "SUMMER15",
      flat_discount: 25,
      min_order_amount: null,
      start_date: "2026-11-02T09:00:00.000Z",
      expiry: "2026-11-11T09:00:00.000Z",
      discount_type: "flat_amount",
      max_usage_count: 3,
      show_on_product: 0,
    });
  });
  it("updates only the start, the expiry and show on product", () => {
    const edited = values({ discount_type: "percentage", discount: "99", code: "CHANGED" });
    expect(toUpdateCouponPayload(edited)).toEqual({
      start_date: "2026-11-02T09:00:00.000Z",
      expiry: "2026-11-11T09:00:00.000Z",
      show_on_product: 1,
    });
    expect(toCouponPayload(edited, "edit")).toEqual(toUpdateCouponPayload(edited));
    expect(toCouponPayload(edited, "create")).toMatchObject({ code: "CHANGED", discount: "0.99" });
  });
  it("refuses to map values that were not validated", () => {
    expect(() => toCreateCouponPayload(values({ discount_type: "" }))).toThrow();
    expect(() => toUpdateCouponPayload(values({ expiry: null }))).toThrow();
  });
  it("reads a server coupon back into the modal, the fraction as a percentage", () => {
    const coupon: Coupon = {
      id: 5,
      code: "FALL7",
      discount: "0.07",
      max_discount: 40,
      start_date: at(-DAY),
      expiry: at(DAY),
      discount_type: "percentage",
      flat_discount: null,
      min_order_amount: null,
      max_usage_count: null,
      show_on_product: 1,
    };
    expect(toCouponFormValues(coupon)).toEqual({
      discount_type: "percentage",
      code: "FALL7",
      discount: "7",
      max_discount: "40",
      flat_discount: "",
      min_order_amount: "",
      max_usage_count: "",
      start_date: new Date(NOW - DAY),
      expiry: new Date(NOW + DAY),
      show_on_product: 1,
    });
    expect(toCouponFormValues({ ...coupon, show_on_product: false }).show_on_product).toBe(0);
    expect(toCouponFormValues({ ...coupon, show_on_product: "1" }).show_on_product).toBe(1);
  });
});
