import { arabicOrEnglish } from "./rich-text";
import { pickTexts } from "./product-form-values";
import { addKeywords, isTemporaryVariantId } from "./product-rules";
import {
  RICH_TEXT_SUBJECTS,
  TIER_FIELDS,
  type ProductFormValues,
  type ProductTexts,
  type ProductType,
  type ProductUnit,
  type TierField,
  type VariantFormValues,
} from "./products";
import type { ResizedImages } from "./types";

/** The submit mapper of document 2 (§5 "On submit", §3 payload lists): form values → the body of `POST/PUT products`. Pure. */

// ---------------------------------------------------------------------------------------------
// The submit mapper (§5 "On submit", §3 payload lists)

/** A typed number, or null when blank or not a number. */
export function parseNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** (price − discounted_price) / price × 100, rounded to 2 decimals; 0 when price is not above 0. */
export function discountPercentage(price: number, discountedPrice: number): number {
  if (!(price > 0)) return 0;
  return roundTo2(((price - discountedPrice) / price) * 100);
}

export type VariantPrices = { price: number; discounted_price: number; discount_percentage: number; quantity: number };

/**
 * Prices and quantity as sent (§5): wholesale forces price and discounted price to 0; quantity is
 * 0 for wholesale or inquiry products; the discounted price defaults to the price when empty or
 * not above 0; the discount percentage follows.
 */
export function normaliseVariantPrices(
  variant: Pick<VariantFormValues, "price" | "discounted_price" | "quantity">,
  product: Pick<ProductFormValues<unknown>, "product_type" | "is_inquiry">,
): VariantPrices {
  const wholesale = product.product_type === "wholesale";
  const price = wholesale ? 0 : (parseNumber(variant.price) ?? 0);
  const typedDiscount = parseNumber(variant.discounted_price);
  const discounted = wholesale ? 0 : typedDiscount !== null && typedDiscount > 0 ? typedDiscount : price;
  const quantity = wholesale || product.is_inquiry ? 0 : Math.trunc(parseNumber(variant.quantity) ?? 0);
  return { price, discounted_price: discounted, discount_percentage: discountPercentage(price, discounted), quantity };
}

function withArabicFallback(values: ProductTexts): ProductTexts {
  const result = { ...values };
  for (const subject of ["name", ...RICH_TEXT_SUBJECTS] as const) {
    result[`${subject}_ar`] = arabicOrEnglish(values[`${subject}_ar`], values[`${subject}_en`]);
  }
  return result;
}

export type VariantPayload =
  | { id: number; _destroy: true }
  | (ProductTexts &
      VariantPrices & {
        id?: number;
        moq: number | null;
        variation: string;
        sku: string;
        upc_code: string;
        weight: string;
        featured_image: string | null;
        featured_image_resized: ResizedImages | null;
        images: string[];
      } & { [K in TierField]: number | null });

export function toVariantPayload(
  variant: VariantFormValues,
  product: Pick<ProductFormValues<unknown>, "product_type" | "is_inquiry">,
): VariantPayload {
  if (variant._destroy && !isTemporaryVariantId(variant.id)) return { id: variant.id, _destroy: true };
  const wholesale = product.product_type === "wholesale";
  const tiers = Object.fromEntries(TIER_FIELDS.map((field) => [field, wholesale ? parseNumber(variant[field]) : null])) as {
    [K in TierField]: number | null;
  };
  const moq = parseNumber(variant.moq);
  return {
    ...(isTemporaryVariantId(variant.id) ? {} : { id: variant.id }),
    ...withArabicFallback(pickTexts(variant)),
    ...normaliseVariantPrices(variant, product),
    moq: moq === null ? null : Math.trunc(moq),
    variation: variant.variation.trim(),
    sku: variant.sku.trim(),
    upc_code: variant.upc_code.trim(),
    weight: variant.weight.trim(),
    featured_image: variant.featured_image,
    featured_image_resized: variant.featured_image_resized,
    images: [...variant.images],
    ...tiers,
  };
}

export type ProductPayload = ProductTexts & {
  video: string;
  country_of_origin: string;
  lead_days: number | null;
  unit: ProductUnit;
  brand_id: number | null;
  shipment_rule_id: number | null;
  tool: boolean;
  is_inquiry: boolean;
  is_bulk_order: boolean;
  pickup_allowed: boolean;
  product_type: ProductType;
  product_categories_attributes: { category_id: number }[];
  product_keywords_attributes: { name: string }[];
  product_related_products_attributes: { related_product_id: number }[];
  product_related_services_attributes: { related_service_id: number }[];
  variants_attributes: VariantPayload[];
};

const uniqueIds = (items: readonly { id: number }[]) => [...new Set(items.map((item) => item.id))];

/**
 * The form's values → the body of `POST/PUT products` (inside `{product: ...}`). Related products
 * and tools are merged into one list (§3); a tool has no related items (the form hides them).
 * Unsaved variants that were removed are simply not sent.
 */
export function toProductPayload(values: ProductFormValues): ProductPayload {
  const related = values.tool ? [] : uniqueIds([...values.related_products, ...values.related_tools]);
  const services = values.tool ? [] : uniqueIds(values.related_services);
  const leadDays = parseNumber(values.lead_days);
  return {
    ...withArabicFallback(pickTexts(values)),
    video: values.video.trim(),
    country_of_origin: values.country_of_origin.trim(),
    lead_days: leadDays === null ? null : Math.trunc(leadDays),
    unit: values.unit,
    brand_id: values.brand_id,
    shipment_rule_id: values.shipment_rule_id,
    tool: values.tool,
    is_inquiry: values.is_inquiry,
    is_bulk_order: values.is_bulk_order,
    pickup_allowed: values.pickup_allowed,
    product_type: values.product_type,
    product_categories_attributes: uniqueIds(values.categories).map((category_id) => ({ category_id })),
    product_keywords_attributes: addKeywords([], values.keywords.join(",")).map((name) => ({ name })),
    product_related_products_attributes: related.map((related_product_id) => ({ related_product_id })),
    product_related_services_attributes: services.map((related_service_id) => ({ related_service_id })),
    variants_attributes: values.variants
      .filter((variant) => !(variant._destroy && isTemporaryVariantId(variant.id)))
      .map((variant) => toVariantPayload(variant, values)),
  };
}
