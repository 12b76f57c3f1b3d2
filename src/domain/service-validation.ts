import { isBlankRichText } from "./rich-text";
import { RICH_TEXT_SUBJECTS } from "./products";
import type { ServiceFormValues } from "./services";

/**
 * Validation of the service form (document 2 §5 service), pure. Errors are i18n keys by field
 * name, so the form shows each one next to its field.
 */
export const SERVICE_MESSAGES = {
  required: "validation.required",
  negative: "services.validation.negative",
  notNumber: "validation.mustBeNumber",
  priceStep: "services.validation.priceStep",
  discountAbovePrice: "services.validation.discountAbovePrice",
  featuredImage: "services.validation.featuredImage",
  images: "services.validation.images",
} as const;

export type ServiceErrors = Partial<Record<keyof ServiceFormValues<unknown>, string>>;

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A typed amount: a number, never negative ("Negative not allowed"); prices keep at most 2
 * decimals (step 0.01, §5).
 */
export function amountProblem(value: string, { required, price }: { required: boolean; price: boolean }): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return required ? SERVICE_MESSAGES.required : null;
  if (!NUMBER.test(trimmed)) return SERVICE_MESSAGES.notNumber;
  if (Number(trimmed) < 0) return SERVICE_MESSAGES.negative;
  if (price && !/^\d*(\.\d{0,2})?$/.test(trimmed)) return SERVICE_MESSAGES.priceStep;
  return null;
}

const REQUIRED_TEXTS = ["name_en", ...RICH_TEXT_SUBJECTS.map((subject) => `${subject}_en` as const)] as const;

/**
 * The form's problems (§5): the English texts; price required and not negative; discounted price
 * and unit time not negative (a discount not above the price); at least one category; the
 * featured image; at least one image. Arabic texts are optional (they fall back to English).
 */
export function validateServiceForm(values: ServiceFormValues<unknown>): ServiceErrors {
  const errors: ServiceErrors = {};
  const set = (field: keyof ServiceFormValues<unknown>, message: string | null) => {
    if (message) errors[field] = message;
  };
  for (const field of REQUIRED_TEXTS) if (isBlankRichText(values[field])) set(field, SERVICE_MESSAGES.required);
  set("price", amountProblem(values.price, { required: true, price: true }));
  set("discounted_price", amountProblem(values.discounted_price, { required: false, price: true }));
  if (!errors.price && !errors.discounted_price && Number(values.discounted_price) > Number(values.price)) {
    set("discounted_price", SERVICE_MESSAGES.discountAbovePrice);
  }
  set("unit_time", amountProblem(values.unit_time, { required: false, price: false }));
  if (values.categories.length === 0) set("categories", SERVICE_MESSAGES.required);
  if (!values.featured_image) set("featured_image", SERVICE_MESSAGES.featuredImage);
  if (values.images.filter(Boolean).length === 0) set("images", SERVICE_MESSAGES.images);
  return errors;
}
