/**
 * Coupon rules (document 2 §2 "Coupons page", §3 "Coupon", §4, §5 "Coupon", §7, §9). Pure: every
 * rule that depends on the time takes `now`.
 */

export const DISCOUNT_TYPES = ["percentage", "flat_amount"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** 1 (show the coupon on the product page) or 0. */
export type ShowOnProduct = 0 | 1;

/** A coupon as the server sends it. `discount` is a fraction (0.15 = 15 %), often as a string. */
export type Coupon = {
  id: number;
  code: string;
  discount: string | number | null;
  max_discount: string | number | null;
  start_date: string;
  expiry: string;
  discount_type: DiscountType;
  flat_discount: string | number | null;
  min_order_amount: string | number | null;
  max_usage_count: string | number | null;
  show_on_product: ShowOnProduct | boolean | string;
  created_at?: string;
};

/** Discount percentage bounds (§9: "Coupon discount 1 to 100"). */
export const COUPON_DISCOUNT_PERCENT = { min: 1, max: 100 } as const;

/** How far in the past a new coupon may start (§9: "Coupon start at most one hour in the past"). */
export const COUPON_START_GRACE_MS = 60 * 60 * 1000;

export type CouponStatus = "expire" | "incoming" | "active";

type Instant = Date | number | string;

/** Milliseconds since the epoch, or NaN for a missing or unreadable value. */
function toMs(value: Instant | null | undefined): number {
  if (value === null || value === undefined || value === "") return Number.NaN;
  if (typeof value === "number") return value;
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/**
 * Status from the dates (§4): Expire once the expiry is reached, Incoming before the start,
 * otherwise Active. An unreadable date bounds nothing.
 */
export function couponStatus(coupon: Pick<Coupon, "start_date" | "expiry">, now: Instant): CouponStatus {
  const at = toMs(now);
  const expiry = toMs(coupon.expiry);
  const start = toMs(coupon.start_date);
  if (!Number.isNaN(expiry) && at >= expiry) return "expire";
  if (!Number.isNaN(start) && at < start) return "incoming";
  return "active";
}

export function couponStatusTone(status: CouponStatus): "error" | "info" | "success" {
  if (status === "expire") return "error";
  if (status === "incoming") return "info";
  return "success";
}

/**
 * Moves the decimal point of a decimal number written as text (`"7"`, `"12.5"`, `"1e-2"`) by
 * `places` (negative: to the left), digit by digit: no binary floating point, so 7 % is exactly
 * "0.07" and 0.07 is exactly "7" (0.07 * 100 would be 7.000000000000001). Null when unreadable.
 */
export function shiftDecimal(value: string | number | null | undefined, places: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return null;
  const [, sign, whole, fraction = "", exponent = "0"] = match;
  let digits = whole + fraction;
  let point = whole.length + places + Number(exponent);
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += "0".repeat(point - digits.length);
  const integer = digits.slice(0, point).replace(/^0+/, "") || "0";
  const decimals = digits.slice(point).replace(/0+$/, "");
  const result = decimals ? `${integer}.${decimals}` : integer;
  return sign === "-" && result !== "0" ? `-${result}` : result;
}

/** A percentage as the fraction the API stores (§9: "stored as a fraction (divided by 100)"). */
export function percentToFraction(percent: string | number | null | undefined): string | null {
  return shiftDecimal(percent, -2);
}

/** The stored fraction shown back as a percentage. */
export function fractionToPercent(fraction: string | number | null | undefined): string | null {
  return shiftDecimal(fraction, 2);
}

/** §5: on create, the start may be at most about one hour in the past. */
export function isStartTooEarly(start: Instant, now: Instant): boolean {
  return toMs(start) < toMs(now) - COUPON_START_GRACE_MS;
}

/** §5: the expiry must be in the future. */
export function isExpiryPast(expiry: Instant, now: Instant): boolean {
  return toMs(expiry) <= toMs(now);
}

/** §5: the expiry may not be before the start. */
export function isExpiryBeforeStart(start: Instant, expiry: Instant): boolean {
  return toMs(expiry) < toMs(start);
}

/** The values of the coupon modal: numbers as typed (text), dates as Date objects. */
export type CouponFormValues = {
  discount_type: DiscountType | "";
  code: string;
  /** A percentage, 1 to 100. */
  discount: string;
  max_discount: string;
  flat_discount: string;
  min_order_amount: string;
  max_usage_count: string;
  start_date: Date | null;
  expiry: Date | null;
  show_on_product: ShowOnProduct;
};

export type CouponFormMode = "create" | "edit";

export function emptyCouponValues(): CouponFormValues {
  return {
    discount_type: "",
    code: "",
    discount: "",
    max_discount: "",
    flat_discount: "",
    min_order_amount: "",
    max_usage_count: "",
    start_date: null,
    expiry: null,
    show_on_product: 0,
  };
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

function toShowOnProduct(value: Coupon["show_on_product"]): ShowOnProduct {
  return value === 1 || value === true || value === "1" || value === "true" ? 1 : 0;
}

function toDate(value: string | null | undefined): Date | null {
  const ms = toMs(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** A coupon from the list, as the modal edits it (the discount back as a percentage). */
export function toCouponFormValues(coupon: Coupon): CouponFormValues {
  return {
    discount_type: coupon.discount_type,
    code: coupon.code ?? "",
    discount: fractionToPercent(coupon.discount) ?? "",
    max_discount: text(coupon.max_discount),
    flat_discount: text(coupon.flat_discount),
    min_order_amount: text(coupon.min_order_amount),
    max_usage_count: text(coupon.max_usage_count),
    start_date: toDate(coupon.start_date),
    expiry: toDate(coupon.expiry),
    show_on_product: toShowOnProduct(coupon.show_on_product),
  };
}

/** An optional number field: empty → null (§7 "or null"). */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

function iso(value: Date | null): string {
  if (!value || Number.isNaN(value.getTime())) throw new Error("A coupon date is missing: validate before mapping.");
  return value.toISOString();
}

export type CreatePercentageCouponPayload = {
  code: string;
  discount: string;
  max_discount: number | null;
  start_date: string;
  expiry: string;
  discount_type: "percentage";
  max_usage_count: number | null;
  show_on_product: ShowOnProduct;
};

export type CreateFlatCouponPayload = {
  code: string;
  flat_discount: number;
  min_order_amount: number | null;
  start_date: string;
  expiry: string;
  discount_type: "flat_amount";
  max_usage_count: number | null;
  show_on_product: ShowOnProduct;
};

export type UpdateCouponPayload = { start_date: string; expiry: string; show_on_product: ShowOnProduct };

/** `POST coupons` (§7): exactly the fields of the chosen type; the discount as a fraction string. */
export function toCreateCouponPayload(values: CouponFormValues): CreatePercentageCouponPayload | CreateFlatCouponPayload {
  const common = {
    code: values.code.trim(),
    start_date: iso(values.start_date),
    expiry: iso(values.expiry),
    max_usage_count: optionalNumber(values.max_usage_count),
    show_on_product: values.show_on_product,
  };
  if (values.discount_type === "percentage") {
    const discount = percentToFraction(values.discount);
    if (discount === null) throw new Error("The discount is not a number: validate before mapping.");
    return {
      code: common.code,
      discount,
      max_discount: optionalNumber(values.max_discount),
      start_date: common.start_date,
      expiry: common.expiry,
      discount_type: "percentage",
      max_usage_count: common.max_usage_count,
      show_on_product: common.show_on_product,
    };
  }
  if (values.discount_type === "flat_amount") {
    return {
      code: common.code,
      flat_discount: Number(values.flat_discount.trim()),
      min_order_amount: optionalNumber(values.min_order_amount),
      start_date: common.start_date,
      expiry: common.expiry,
      discount_type: "flat_amount",
      max_usage_count: common.max_usage_count,
      show_on_product: common.show_on_product,
    };
  }
  throw new Error("The discount type is missing: validate before mapping.");
}

/** `PUT coupons/{id}` (§4, §7): only the start, the expiry and show on product may change. */
export function toUpdateCouponPayload(values: CouponFormValues): UpdateCouponPayload {
  return { start_date: iso(values.start_date), expiry: iso(values.expiry), show_on_product: values.show_on_product };
}

export function toCouponPayload(
  values: CouponFormValues,
  mode: CouponFormMode,
): CreatePercentageCouponPayload | CreateFlatCouponPayload | UpdateCouponPayload {
  return mode === "create" ? toCreateCouponPayload(values) : toUpdateCouponPayload(values);
}
