import {
  PRODUCT_UNITS,
  TIER_FIELDS,
  type Product,
  type ProductFormValues,
  type ProductTexts,
  type TierField,
  type Variant,
  type VariantFormValues,
} from "./products";

/** The form's values (document 2 §3): blank ones for a new product or variant, and the read → form mapper. Pure. */

// ---------------------------------------------------------------------------------------------
// Blank values and the read → form mapper

const blankTexts = (): ProductTexts => ({
  name_en: "",
  name_ar: "",
  description_en: "",
  description_ar: "",
  benefits_en: "",
  benefits_ar: "",
  features_en: "",
  features_ar: "",
  how_to_use_en: "",
  how_to_use_ar: "",
});

const blankTiers = () => Object.fromEntries(TIER_FIELDS.map((field) => [field, ""])) as { [K in TierField]: string };

/** A new, unsaved variant (`id` is its temporary string id). */
export function emptyVariant<I = string>(id: string): VariantFormValues<I> {
  return {
    id,
    ...blankTexts(),
    price: "",
    discounted_price: "",
    quantity: "",
    moq: "",
    variation: "",
    sku: "",
    upc_code: "",
    weight: "",
    featured_image: null,
    featured_image_resized: null,
    images: [],
    ...blankTiers(),
  };
}

export function emptyProductFormValues<I = string>(): ProductFormValues<I> {
  return {
    ...blankTexts(),
    video: "",
    country_of_origin: "",
    lead_days: "",
    unit: "none",
    brand_id: null,
    shipment_rule_id: null,
    categories: [],
    keywords: [],
    tool: false,
    is_inquiry: false,
    is_bulk_order: false,
    pickup_allowed: false,
    product_type: "retail",
    related_products: [],
    related_tools: [],
    related_services: [],
    variants: [],
  };
}

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

export function pickTexts(source: Partial<ProductTexts>): ProductTexts {
  const blank = blankTexts();
  return Object.fromEntries(Object.keys(blank).map((key) => [key, text(source[key as keyof ProductTexts])])) as ProductTexts;
}

export function toVariantFormValues(variant: Variant): VariantFormValues {
  return {
    id: variant.id,
    ...pickTexts(variant),
    price: text(variant.price),
    // The server stores "no discount" as the price itself (§5): show it as no discount, so a new
    // price is not refused as below the old one. Sent back, an empty discount becomes the price.
    discounted_price: variant.discounted_price === variant.price ? "" : text(variant.discounted_price),
    quantity: text(variant.quantity),
    moq: text(variant.moq),
    variation: text(variant.variation),
    sku: text(variant.sku),
    upc_code: text(variant.upc_code),
    weight: text(variant.weight),
    featured_image: variant.featured_image ?? null,
    featured_image_resized: variant.featured_image_resized ?? null,
    images: [...(variant.images ?? [])],
    ...(Object.fromEntries(TIER_FIELDS.map((field) => [field, text(variant[field])])) as { [K in TierField]: string }),
  };
}

/** A product as the server sent it → the form's values. */
export function toProductFormValues(product: Product): ProductFormValues {
  return {
    ...pickTexts(product),
    video: text(product.video),
    country_of_origin: text(product.country_of_origin),
    lead_days: text(product.lead_days),
    unit: (PRODUCT_UNITS as readonly string[]).includes(product.unit) ? product.unit : "none",
    brand_id: product.brand_id ?? null,
    shipment_rule_id: product.shipment_rule_id ?? null,
    categories: (product.categories ?? []).map(({ id, title_en }) => ({ id, title_en })),
    keywords: (product.keywords ?? []).map((keyword) => keyword.name),
    tool: Boolean(product.tool),
    is_inquiry: Boolean(product.is_inquiry),
    is_bulk_order: Boolean(product.is_bulk_order),
    pickup_allowed: Boolean(product.pickup_allowed),
    product_type: product.product_type === "wholesale" ? "wholesale" : "retail",
    related_products: product.related_products ?? [],
    related_tools: product.related_tools ?? [],
    related_services: product.related_services ?? [],
    variants: (product.variants ?? []).map(toVariantFormValues),
  };
}
