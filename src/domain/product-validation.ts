import { isBlankRichText } from "./rich-text";
import { containsUnsafeScheme } from "./urls";
import { RICH_TEXT_SUBJECTS, WHOLESALE_TIERS, type ProductFormValues, type VariantFormValues } from "./products";
import { visibleVariants, type ProductFormMode } from "./product-rules";

/**
 * Validation of the product form (document 2 §5), pure. Errors are i18n keys by field path
 * (`variants.2.sku`), so the form shows each one next to its field; the form-level message says
 * what blocks the save.
 */
export const PRODUCT_MESSAGES = {
  required: "validation.required",
  fillEmptyFields: "products.messages.fillEmptyFields",
  atLeastOneVariant: "products.messages.atLeastOneVariant",
  negative: "products.validation.negative",
  notNumber: "products.validation.notNumber",
  wholeNumber: "products.validation.wholeNumber",
  priceStep: "products.validation.priceStep",
  discountAbovePrice: "products.validation.discountAbovePrice",
  duplicateSku: "products.validation.duplicateSku",
  unsafeVideo: "products.validation.unsafeVideo",
} as const;

export type ProductErrors = Record<string, string>;
export type ProductValidation = { errors: ProductErrors; formError: string | null };

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Checks a typed number: whole numbers for counts, 2 decimals at most for prices; never negative. */
export function numberProblem(value: string, kind: "whole" | "price", required: boolean): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return required ? PRODUCT_MESSAGES.required : null;
  if (!NUMBER.test(trimmed)) return PRODUCT_MESSAGES.notNumber;
  const number = Number(trimmed);
  if (number < 0) return PRODUCT_MESSAGES.negative;
  if (kind === "whole" && !Number.isInteger(number)) return PRODUCT_MESSAGES.wholeNumber;
  if (kind === "price" && !/^\d*(\.\d{0,2})?$/.test(trimmed)) return PRODUCT_MESSAGES.priceStep;
  return null;
}

const VARIANT_TEXTS = ["name_en", ...RICH_TEXT_SUBJECTS.map((subject) => `${subject}_en` as const)] as const;
const VARIANT_PLAIN = ["variation", "sku", "weight"] as const;

type Context = { mode: ProductFormMode; product: Pick<ProductFormValues<unknown>, "product_type" | "is_inquiry"> };

/** The problems of one variant, by its field name. */
export function variantProblems(variant: VariantFormValues<unknown>, { mode, product }: Context): ProductErrors {
  const errors: ProductErrors = {};
  const set = (field: string, message: string | null) => {
    if (message) errors[field] = message;
  };
  for (const field of VARIANT_TEXTS) if (isBlankRichText(variant[field])) set(field, PRODUCT_MESSAGES.required);
  for (const field of VARIANT_PLAIN) if (variant[field].trim() === "") set(field, PRODUCT_MESSAGES.required);
  set("moq", numberProblem(variant.moq, "whole", false));

  if (product.product_type === "wholesale") {
    // Tiers are optional (§5 does not list them among the required fields); a tier that is begun
    // is whole: its missing fields say Required. Bounds are whole numbers of at least 0, the price
    // a price of at least 0; nothing more (no order between bounds or tiers).
    for (const tier of WHOLESALE_TIERS) {
      const fields = [`qty${tier}range_from`, `qty${tier}range_to`, `qty${tier}range_price`] as const;
      const begun = fields.some((field) => variant[field].trim() !== "");
      set(fields[0], numberProblem(variant[fields[0]], "whole", begun));
      set(fields[1], numberProblem(variant[fields[1]], "whole", begun));
      set(fields[2], numberProblem(variant[fields[2]], "price", begun));
    }
  } else {
    set("price", numberProblem(variant.price, "price", true));
    set("discounted_price", numberProblem(variant.discounted_price, "price", false));
    if (!errors.price && !errors.discounted_price && Number(variant.discounted_price) > Number(variant.price)) {
      set("discounted_price", PRODUCT_MESSAGES.discountAbovePrice);
    }
    // An inquiry product's quantity is sent as 0 (§5): it cannot be required.
    set("quantity", numberProblem(variant.quantity, "whole", !product.is_inquiry));
  }

  if (mode === "create") {
    if (!variant.featured_image) set("featured_image", PRODUCT_MESSAGES.required);
    if (variant.images.length === 0) set("images", PRODUCT_MESSAGES.required);
  }
  return errors;
}

const PRODUCT_TEXTS = ["name_en", ...RICH_TEXT_SUBJECTS.map((subject) => `${subject}_en` as const)] as const;

/**
 * Validates the whole form (§5): the product's required English texts, brand and at least one
 * category; each variant not marked for removal; at least one such variant; numbers; unique SKUs.
 */
export function validateProductForm(values: ProductFormValues<unknown>, mode: ProductFormMode): ProductValidation {
  const errors: ProductErrors = {};
  for (const field of PRODUCT_TEXTS) if (isBlankRichText(values[field])) errors[field] = PRODUCT_MESSAGES.required;
  if (values.brand_id === null || values.brand_id === undefined) errors.brand_id = PRODUCT_MESSAGES.required;
  if (values.categories.length === 0) errors.categories = PRODUCT_MESSAGES.required;
  // The embed code is stored as typed: a javascript:, data: or vbscript: link in it is refused.
  if (containsUnsafeScheme(values.video)) errors.video = PRODUCT_MESSAGES.unsafeVideo;
  const leadDays = numberProblem(values.lead_days, "whole", false);
  if (leadDays) errors.lead_days = leadDays;

  const skus = new Map<string, number>();
  values.variants.forEach((variant, index) => {
    if (variant._destroy) return;
    const problems = variantProblems(variant, { mode, product: values });
    const sku = variant.sku.trim().toLowerCase();
    if (sku && !problems.sku) {
      if (skus.has(sku)) problems.sku = PRODUCT_MESSAGES.duplicateSku;
      else skus.set(sku, index);
    }
    for (const [field, message] of Object.entries(problems)) errors[`variants.${index}.${field}`] = message;
  });

  const hasVariant = visibleVariants(values.variants).length > 0;
  const formError = !hasVariant
    ? PRODUCT_MESSAGES.atLeastOneVariant
    : Object.keys(errors).length > 0
      ? PRODUCT_MESSAGES.fillEmptyFields
      : null;
  return { errors, formError };
}

/** The indexes (in the form's array) of the variants that have at least one problem. */
export function variantsWithErrors(errors: ProductErrors): Set<number> {
  const indexes = new Set<number>();
  for (const path of Object.keys(errors)) {
    const match = /^variants\.(\d+)\./.exec(path);
    if (match) indexes.add(Number(match[1]));
  }
  return indexes;
}
