import { http } from "msw";
import { db } from "../db";
import { VENDOR, newestFirst, notFound, ok, ownRecord, paginate, publicRecord, requiredAttributes, vendor } from "../http-kit";
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

function checkUpdate(body: Body): Errors {
  const errors: Errors = {};
  unpermitted(body, PERMITTED.update, errors);
  checkDates(body, errors, false);
  return errors;
}

export const couponsHandlers = [
  http.get(
    `${VENDOR}/coupons`,
    vendor(({ request, store }) => {
      const own = db.state.coupons.filter((coupon) => coupon.store_id === store.id).sort(newestFirst);
      const { items, pagination } = paginate(own, request);
      return ok({ coupons: items.map(publicRecord), pagination });
    }),
  ),
  http.post(
    `${VENDOR}/coupons`,
    vendor(async ({ request, store }) => {
      const body = await requiredAttributes(request, "coupon", (attributes) => checkCreate(attributes, store.id));
      if (body instanceof Response) return body;
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
      return ok(publicRecord(coupon), { status: 201, message: "Coupon created successfully" });
    }),
  ),
  http.put(
    `${VENDOR}/coupons/:id`,
    vendor(async ({ request, params, store }) => {
      const coupon = ownRecord(db.state.coupons, store.id, params.id);
      if (!coupon) return notFound("Coupon");
      const body = await requiredAttributes(request, "coupon", checkUpdate);
      if (body instanceof Response) return body;
      coupon.start_date = new Date(time(body.start_date)).toISOString();
      coupon.expiry = new Date(time(body.expiry)).toISOString();
      coupon.show_on_product = body.show_on_product as 0 | 1;
      return ok(publicRecord(coupon), { message: "Coupon updated successfully" });
    }),
  ),
];
