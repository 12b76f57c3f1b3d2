import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { emptyCouponValues, type CouponFormMode, type CouponFormValues } from "@/domain/coupons";
import { COUPON_MESSAGES as M, createCouponSchema } from "@/resources/coupons/coupon-form.schema";

const NOW = new Date("2026-11-01T09:00:00.000Z");
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset);

/** The first message of each failing field, as the form shows it. */
function errorsOf(mode: CouponFormMode, values: Partial<CouponFormValues>): Record<string, string> {
  const full = { ...emptyCouponValues(), ...values };
  try {
    createCouponSchema(mode, NOW).validateSync(full, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in result)) result[inner.path] = inner.message;
    return result;
  }
}

const validPercentage: Partial<CouponFormValues> = {
  discount_type: "percentage",
  code: "SAVE10",
  discount: "10",
  start_date: at(HOUR),
  expiry: at(DAY),
  show_on_product: 1,
};
const validFlat: Partial<CouponFormValues> = { ...validPercentage, discount_type: "flat_amount", discount: "", flat_discount: "25" };

describe("coupon schema, create, percentage", () => {
  it("accepts a complete coupon, with empty optional numbers", () => {
    expect(errorsOf("create", validPercentage)).toEqual({});
    expect(errorsOf("create", { ...validPercentage, max_discount: "50", max_usage_count: "100" })).toEqual({});
  });
  it("requires the type, the code, the discount and both dates", () => {
    expect(errorsOf("create", {})).toEqual({ discount_type: M.required, code: M.required, start_date: M.required, expiry: M.required });
    expect(errorsOf("create", { ...validPercentage, code: "   ", discount: "", start_date: null, expiry: null })).toEqual({
      code: M.required,
      discount: M.required,
      start_date: M.required,
      expiry: M.required,
    });
  });
  it("wants the discount a number from 1 to 100", () => {
    expect(errorsOf("create", { ...validPercentage, discount: "abc" })).toEqual({ discount: M.shouldBeNumber });
    expect(errorsOf("create", { ...validPercentage, discount: "0.99" })).toEqual({ discount: M.greaterThanOne });
    expect(errorsOf("create", { ...validPercentage, discount: "1" })).toEqual({});
    expect(errorsOf("create", { ...validPercentage, discount: "100" })).toEqual({});
    expect(errorsOf("create", { ...validPercentage, discount: "100.01" })).toEqual({ discount: M.lessThanHundred });
  });
  it("wants max_discount positive and max_usage_count a number, nothing more (document 2 §5)", () => {
    expect(errorsOf("create", { ...validPercentage, max_discount: "0" })).toEqual({ max_discount: M.shouldBePositive });
    expect(errorsOf("create", { ...validPercentage, max_discount: "-5" })).toEqual({ max_discount: M.shouldBePositive });
    expect(errorsOf("create", { ...validPercentage, max_discount: "x" })).toEqual({ max_discount: M.shouldBeNumber });
    expect(errorsOf("create", { ...validPercentage, max_usage_count: "x" })).toEqual({ max_usage_count: M.mustBeNumber });
    expect(errorsOf("create", { ...validPercentage, max_usage_count: "0" })).toEqual({});
    expect(errorsOf("create", { ...validPercentage, max_usage_count: "2.5" })).toEqual({});
  });
  it("lets the start be up to about an hour in the past, not more", () => {
    expect(errorsOf("create", { ...validPercentage, start_date: at(-59 * MINUTE) })).toEqual({});
    expect(errorsOf("create", { ...validPercentage, start_date: at(-HOUR) })).toEqual({});
    expect(errorsOf("create", { ...validPercentage, start_date: at(-61 * MINUTE) })).toEqual({ start_date: M.pastDate });
  });
  it("wants the expiry in the future and not before the start", () => {
    expect(errorsOf("create", { ...validPercentage, start_date: at(-30 * MINUTE), expiry: at(-MINUTE) })).toEqual({ expiry: M.pastDate });
    expect(errorsOf("create", { ...validPercentage, start_date: at(2 * DAY), expiry: at(DAY) })).toEqual({ expiry: M.endBeforeStart });
    expect(errorsOf("create", { ...validPercentage, start_date: at(DAY), expiry: at(DAY) })).toEqual({});
  });
  it("treats an unfinished date as missing", () => {
    expect(errorsOf("create", { ...validPercentage, start_date: new Date(Number.NaN) })).toEqual({ start_date: M.required });
  });
  it("ignores the flat amount fields", () => {
    expect(errorsOf("create", { ...validPercentage, flat_discount: "abc", min_order_amount: "-1" })).toEqual({});
  });
});

describe("coupon schema, create, flat amount", () => {
  it("accepts a complete coupon and ignores the percentage fields", () => {
    expect(errorsOf("create", validFlat)).toEqual({});
    expect(errorsOf("create", { ...validFlat, discount: "500", max_discount: "-1" })).toEqual({});
  });
  it("requires flat_discount as a number and min_order_amount positive", () => {
    expect(errorsOf("create", { ...validFlat, flat_discount: "" })).toEqual({ flat_discount: M.required });
    expect(errorsOf("create", { ...validFlat, flat_discount: "abc" })).toEqual({ flat_discount: M.mustBeNumber });
    // A required number: 0 is one; a negative amount is not.
    expect(errorsOf("create", { ...validFlat, flat_discount: "0" })).toEqual({});
    expect(errorsOf("create", { ...validFlat, flat_discount: "-5" })).toEqual({ flat_discount: M.mustBePositive });
    expect(errorsOf("create", { ...validFlat, min_order_amount: "0" })).toEqual({ min_order_amount: M.mustBePositive });
    expect(errorsOf("create", { ...validFlat, min_order_amount: "abc" })).toEqual({ min_order_amount: M.mustBeNumber });
    expect(errorsOf("create", { ...validFlat, min_order_amount: "150" })).toEqual({});
  });
  it("keeps the same date rules", () => {
    expect(errorsOf("create", { ...validFlat, start_date: at(-2 * HOUR), expiry: at(-HOUR) })).toEqual({
      start_date: M.pastDate,
      expiry: M.pastDate,
    });
  });
});

describe("coupon schema, edit", () => {
  it("does not check the start against the past, nor the read-only fields", () => {
    expect(errorsOf("edit", { ...validPercentage, start_date: at(-400 * DAY), code: "", discount: "abc", discount_type: "" })).toEqual({});
  });
  it("still wants both dates, the expiry in the future and after the start", () => {
    expect(errorsOf("edit", { start_date: null, expiry: null })).toEqual({ start_date: M.required, expiry: M.required });
    expect(errorsOf("edit", { start_date: at(-DAY), expiry: at(-MINUTE) })).toEqual({ expiry: M.pastDate });
    expect(errorsOf("edit", { start_date: at(3 * DAY), expiry: at(2 * DAY) })).toEqual({ expiry: M.endBeforeStart });
    expect(errorsOf("edit", { start_date: at(-DAY), expiry: at(DAY) })).toEqual({});
  });
});
