import { http } from "msw";
import { db } from "../db";
import { VENDOR, fail, invalid, notFound, ok, paginate, readBody, vendor } from "../http-kit";
import type { MockCoupon } from "../seed/coupons-seed";

/**
 * Coupons (document 2 §7) with the server's own checks (422 with field errors). Create accepts
 * exactly the fields of its type; update accepts only start_date, expiry and show_on_product.
 */
const START_GRACE_MS = 60 * 60 * 1000;

const PERMITTED = {
  percentage: ["code", "discount", "max_discount", "start_date", "expiry", "discount_type", "max_usage_count", "show_on_product"],
  flat_amount: ["code", "flat_discount", "min_order_amount", "start_date", "expiry", "discount_type", "max_usage_count", "show_on_product"],
  update: ["start_date", "expiry", "show_on_product"],
} as const;

type Errors = Record<string, string[]>;
type Body = Record<string, unknown>;

function publicCoupon(coupon: MockCoupon) {
  const { store_id: _store, ...rest } = coupon;
  return rest;
}

function add(errors: Errors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

function unpermitted(body: Body, permitted: readonly string[], errors: Errors) {
  for (const key of Object.keys(body)) if (!permitted.includes(key)) add(errors, key, "is not permitted");
}

function time(value: unknown): number {
  return typeof value === "string" && value.trim() !== "" ? Date.parse(value) : Number.NaN;
}

/** A number the JSON carries as a number or a numeric string; null/undefined stay as they are. */
function numeric(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}

function checkOptionalPositive(body: Body, field: string, errors: Errors) {
  const value = numeric(body[field]);
  if (value === null || value === undefined) return;
  if (Number.isNaN(value)) add(errors, field, "is not a number");
  else if (value <= 0) add(errors, field, "must be greater than 0");
}

function checkDates(body: Body, errors: Errors, creating: boolean) {
  const now = db.now();
  const start = time(body.start_date);
  const expiry = time(body.expiry);
  if (Number.isNaN(start)) add(errors, "start_date", "is not a valid date");
  else if (creating && start < now - START_GRACE_MS) add(errors, "start_date", "can't be in the past");
  if (Number.isNaN(expiry)) add(errors, "expiry", "is not a valid date");
  else if (expiry <= now) add(errors, "expiry", "can't be in the past");
  else if (!Number.isNaN(start) && expiry < start) add(errors, "expiry", "can't be before the start date");
  if (body.show_on_product !== 0 && body.show_on_product !== 1) add(errors, "show_on_product", "must be 0 or 1");
}

function checkCreate(body: Body, store: number): Errors {
  const errors: Errors = {};
  const type = body.discount_type;
  if (type !== "percentage" && type !== "flat_amount") {
    add(errors, "discount_type", "is not included in the list");
    return errors;
  }
  unpermitted(body, PERMITTED[type], errors);
  const code = typeof body.code === "string" ? body.code.trim() : "";
  if (!code) add(errors, "code", "can't be blank");
  else if (db.state.coupons.some((coupon) => coupon.store_id === store && coupon.code.toLowerCase() === code.toLowerCase())) {
    add(errors, "code", "has already been taken");
  }
  if (type === "percentage") {
    // The discount is stored as a fraction, sent as text ("0.15").
    const discount = typeof body.discount === "string" ? Number(body.discount) : Number.NaN;
    if (typeof body.discount !== "string" || Number.isNaN(discount)) add(errors, "discount", "must be a fraction sent as text");
    else if (discount < 0.01 || discount > 1) add(errors, "discount", "must be between 0.01 and 1");
    checkOptionalPositive(body, "max_discount", errors);
  } else {
    const flat = numeric(body.flat_discount);
    if (flat === null || flat === undefined) add(errors, "flat_discount", "can't be blank");
    else if (Number.isNaN(flat)) add(errors, "flat_discount", "is not a number");
    else if (flat < 0) add(errors, "flat_discount", "must be greater than or equal to 0");
    checkOptionalPositive(body, "min_order_amount", errors);
  }
  // Document 2 §5: max_usage_count is "a number", nothing more.
  const usage = numeric(body.max_usage_count);
  if (usage !== null && usage !== undefined && Number.isNaN(usage)) add(errors, "max_usage_count", "is not a number");
  checkDates(body, errors, true);
  return errors;
}

function couponBody(raw: unknown): Body | null {
  const coupon = (raw as { coupon?: unknown } | null)?.coupon;
  return coupon && typeof coupon === "object" && !Array.isArray(coupon) ? (coupon as Body) : null;
}

const missing = () => fail(400, "param is missing or the value is empty: coupon");

export const couponsHandlers = [
  http.get(
    `${VENDOR}/coupons`,
    vendor(({ request, store }) => {
      const own = db.state.coupons
        .filter((coupon) => coupon.store_id === store.id)
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
      const { items, pagination } = paginate(own, request);
      return ok({ coupons: items.map(publicCoupon), pagination });
    }),
  ),
  http.post(
    `${VENDOR}/coupons`,
    vendor(async ({ request, store }) => {
      const body = couponBody(await readBody(request));
      if (!body) return missing();
      const refused = invalid(checkCreate(body, store.id));
      if (refused) return refused;
      const percentage = body.discount_type === "percentage";
      const coupon: MockCoupon = {
        id: db.nextId(),
        store_id: store.id,
        code: String(body.code).trim(),
        discount: percentage ? String(body.discount) : null,
        max_discount: percentage ? ((numeric(body.max_discount) as number | null | undefined) ?? null) : null,
        start_date: new Date(time(body.start_date)).toISOString(),
        expiry: new Date(time(body.expiry)).toISOString(),
        discount_type: percentage ? "percentage" : "flat_amount",
        flat_discount: percentage ? null : (numeric(body.flat_discount) as number),
        min_order_amount: percentage ? null : ((numeric(body.min_order_amount) as number | null | undefined) ?? null),
        max_usage_count: (numeric(body.max_usage_count) as number | null | undefined) ?? null,
        show_on_product: body.show_on_product as 0 | 1,
        created_at: new Date(db.now()).toISOString(),
      };
      db.state.coupons.push(coupon);
      return ok(publicCoupon(coupon), { status: 201, message: "Coupon created successfully" });
    }),
  ),
  http.put(
    `${VENDOR}/coupons/:id`,
    vendor(async ({ request, params, store }) => {
      const coupon = db.state.coupons.find((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      if (!coupon) return notFound("Coupon");
      const body = couponBody(await readBody(request));
      if (!body) return missing();
      const errors: Errors = {};
      unpermitted(body, PERMITTED.update, errors);
      checkDates(body, errors, false);
      const refused = invalid(errors);
      if (refused) return refused;
      coupon.start_date = new Date(time(body.start_date)).toISOString();
      coupon.expiry = new Date(time(body.expiry)).toISOString();
      coupon.show_on_product = body.show_on_product as 0 | 1;
      return ok(publicCoupon(coupon), { message: "Coupon updated successfully" });
    }),
  ),
];
