import { yupResolver } from "@hookform/resolvers/yup";
import type { Resolver } from "react-hook-form";
import { date, mixed, number, object, string } from "yup";
import {
  COUPON_DISCOUNT_PERCENT,
  DISCOUNT_TYPES,
  isExpiryBeforeStart,
  isExpiryPast,
  isStartTooEarly,
  type CouponFormMode,
  type CouponFormValues,
} from "@/domain/coupons";

/** The spec's texts (document 2 §5 "Coupon", §8) as i18n keys. */
export const COUPON_MESSAGES = {
  required: "validation.required",
  shouldBeNumber: "coupons.validation.shouldBeNumber",
  greaterThanOne: "coupons.validation.greaterThanOne",
  lessThanHundred: "coupons.validation.lessThanHundred",
  shouldBePositive: "coupons.validation.shouldBePositive",
  mustBeNumber: "coupons.validation.mustBeNumber",
  mustBePositive: "coupons.validation.mustBePositive",
  pastDate: "coupons.validation.pastDate",
  endBeforeStart: "coupons.validation.endBeforeStart",
} as const;

const M = COUPON_MESSAGES;

/** A number typed as text: empty means "not given" (then `required` or null applies), not "not a number". */
function numberField(typeMessage: string) {
  return number()
    .transform((value: number, original: unknown) =>
      original === null || (typeof original === "string" && original.trim() === "") ? undefined : value,
    )
    .typeError(typeMessage);
}

function onlyFor<T>(type: (typeof DISCOUNT_TYPES)[number], then: T) {
  return { is: type, then: () => then, otherwise: () => mixed() };
}

/**
 * The coupon modal's rules for a mode at a moment. Create checks everything; edit checks only
 * what it can change (start, expiry, show on product), and not the start against the past.
 */
export function createCouponSchema(mode: CouponFormMode, now: Date | number) {
  const dates = {
    start_date: date()
      .nullable()
      .typeError(M.required)
      .required(M.required)
      .test("start-not-past", M.pastDate, (value) => mode === "edit" || !value || !isStartTooEarly(value, now)),
    expiry: date()
      .nullable()
      .typeError(M.required)
      .required(M.required)
      .test("expiry-future", M.pastDate, (value) => !value || !isExpiryPast(value, now))
      .test("expiry-after-start", M.endBeforeStart, function check(value) {
        const start = (this.parent as CouponFormValues).start_date;
        return !value || !start || Number.isNaN(start.getTime()) || !isExpiryBeforeStart(start, value);
      }),
    show_on_product: mixed<0 | 1>().oneOf([0, 1], M.required).required(M.required),
  };
  if (mode === "edit") return object(dates);
  return object({
    discount_type: string()
      .required(M.required)
      .oneOf([...DISCOUNT_TYPES], M.required),
    code: string().trim().required(M.required),
    discount: mixed().when(
      "discount_type",
      onlyFor(
        "percentage",
        numberField(M.shouldBeNumber)
          .required(M.required)
          .min(COUPON_DISCOUNT_PERCENT.min, M.greaterThanOne)
          .max(COUPON_DISCOUNT_PERCENT.max, M.lessThanHundred),
      ),
    ),
    max_discount: mixed().when("discount_type", onlyFor("percentage", numberField(M.shouldBeNumber).positive(M.shouldBePositive))),
    // A required number (document 2 §5): 0 is one (a coupon that only sets a minimum order, a usage
    // count or dates); a negative amount is refused with the type's "Must be positive".
    flat_discount: mixed().when(
      "discount_type",
      onlyFor("flat_amount", numberField(M.mustBeNumber).required(M.required).min(0, M.mustBePositive)),
    ),
    min_order_amount: mixed().when("discount_type", onlyFor("flat_amount", numberField(M.mustBeNumber).positive(M.mustBePositive))),
    // "a number (Must be number)", and nothing more (document 2 §5).
    max_usage_count: numberField(M.mustBeNumber),
    ...dates,
  });
}

/** A resolver that reads the clock at each validation (a modal may stay open for a while) and keeps the typed values. */
export function couponResolver(mode: CouponFormMode, clock: () => Date = () => new Date()): Resolver<CouponFormValues> {
  return (values, context, options) =>
    yupResolver(createCouponSchema(mode, clock()) as never, undefined, { raw: true })(values as never, context, options as never) as never;
}
