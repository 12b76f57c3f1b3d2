import { arabicOrEnglish } from "./rich-text";
import type { ProductStatus } from "./product-tabs";
import type { ResizedImages } from "./types";

/**
 * Product rules of document 2 (§2 product catalogue and form, §3 product and variant, §4, §5, §9):
 * form modes, tabs, units, shipment rules, keywords, variant removal and the submit mapper. Pure.
 */

export { PRODUCT_STATUSES, PRODUCT_TABS, productTabQuery } from "./product-tabs";
export type { ProductStatus, ProductTab, ProductTabCounts } from "./product-tabs";

export const PRODUCT_UNITS = ["none", "piece", "carton", "sqm", "weight"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const PRODUCT_TYPES = ["retail", "wholesale"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Wholesale variants carry three quantity-range tiers (§9). */
export const WHOLESALE_TIERS = [1, 2, 3] as const;
export type TierField = `qty${1 | 2 | 3}range_${"from" | "to" | "price"}`;
export const TIER_FIELDS = WHOLESALE_TIERS.flatMap((tier) =>
  (["from", "to", "price"] as const).map((part) => `qty${tier}range_${part}` as TierField),
);

/** The four rich-text subjects, each in English and Arabic (§3). */
export const RICH_TEXT_SUBJECTS = ["description", "benefits", "features", "how_to_use"] as const;
export type RichTextSubject = (typeof RICH_TEXT_SUBJECTS)[number];

export type { ResizedImages };

export type NamedRef = { id: number; name_en: string };
export type CategoryRef = { id: number; title_en: string; country_name_en?: string };
export type ShipmentRule = { id: number; name: string };

export type ProductListItem = {
  id: number;
  name_en: string;
  status: ProductStatus;
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
};

type Bilingual<K extends string> = { [P in `${K}_en` | `${K}_ar`]: string };
type ProductTexts = Bilingual<"name" | RichTextSubject>;

export type Variant = ProductTexts & {
  id: number;
  price: number | null;
  discounted_price: number | null;
  discount_percentage: number | null;
  quantity: number | null;
  moq: number | null;
  variation: string;
  sku: string;
  upc_code: string | null;
  weight: string;
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
  images: string[];
} & { [K in TierField]: number | null };

/** A product as `GET products/{id}` answers (§3, read side). */
export type Product = ProductTexts & {
  id: number;
  status: ProductStatus;
  video: string | null;
  country_of_origin: string | null;
  lead_days: number | null;
  unit: ProductUnit;
  brand_id: number | null;
  brand_name_en?: string | null;
  shipment_rule_id: number | null;
  shipment_rule_name?: string | null;
  tool: boolean;
  is_inquiry: boolean;
  is_bulk_order: boolean;
  pickup_allowed: boolean;
  product_type: ProductType;
  categories: CategoryRef[];
  keywords: { name: string }[];
  related_products: NamedRef[];
  related_tools: NamedRef[];
  related_services: NamedRef[];
  variants: Variant[];
  featured_image?: string | null;
  featured_image_resized?: ResizedImages | null;
};

/**
 * A variant as the form holds it: numbers as typed; a new one has a temporary string id (§3).
 * `I` is how an image is held: a stored URL, or (in the form, before the save uploads it) a file.
 */
export type VariantFormValues<I = string> = ProductTexts & {
  id: number | string;
  price: string;
  discounted_price: string;
  quantity: string;
  moq: string;
  variation: string;
  sku: string;
  upc_code: string;
  weight: string;
  featured_image: I | null;
  featured_image_resized: ResizedImages | null;
  images: I[];
  _destroy?: boolean;
} & { [K in TierField]: string };

export type ProductFormValues<I = string> = ProductTexts & {
  video: string;
  country_of_origin: string;
  lead_days: string;
  unit: ProductUnit;
  brand_id: number | null;
  shipment_rule_id: number | null;
  categories: CategoryRef[];
  keywords: string[];
  tool: boolean;
  is_inquiry: boolean;
  is_bulk_order: boolean;
  pickup_allowed: boolean;
  product_type: ProductType;
  related_products: NamedRef[];
  related_tools: NamedRef[];
  related_services: NamedRef[];
  variants: VariantFormValues<I>[];
};

// ---------------------------------------------------------------------------------------------
// Form mode from the route (`/vendor/product/:id?/:state?`, §2)

export type ProductFormMode = "create" | "edit" | "view";
export type ProductFormRoute = { mode: "create"; id: null } | { mode: "edit" | "view"; id: string };

/**
 * The form's mode from the route's `id` and `state`: no id or `create` creates; a product id with
 * `view` (or no state) shows it, with `edit` edits it. Anything else is not a product page (null).
 */
export function productFormMode(id: string | undefined, state: string | undefined): ProductFormRoute | null {
  const rawId = id?.trim() ?? "";
  const rawState = state?.trim().toLowerCase() ?? "";
  if (rawId === "" || rawId.toLowerCase() === "create") {
    return rawState === "" || rawState === "create" ? { mode: "create", id: null } : null;
  }
  if (!/^\d+$/.test(rawId) || Number(rawId) <= 0) return null;
  if (rawState === "" || rawState === "view") return { mode: "view", id: rawId };
  if (rawState === "edit") return { mode: "edit", id: rawId };
  return null;
}

/** Edit needs the store's can_manage_product; without it an edit route shows the product (§6). */
export function effectiveFormMode(mode: ProductFormMode, canManage: boolean): ProductFormMode {
  return mode === "edit" && !canManage ? "view" : mode;
}

/** Add Variant + shows only outside view mode and when the store can manage products (§2). */
export function canAddVariant(mode: ProductFormMode, canManage: boolean): boolean {
  return mode !== "view" && canManage;
}

// ---------------------------------------------------------------------------------------------
// Shipment rules (§9)

export const SHIPMENT_RULE_KINDS = ["freeOver99", "freeOver3000", "includedInPrice", "weightBased"] as const;
export type ShipmentRuleKind = (typeof SHIPMENT_RULE_KINDS)[number];

const SHIPMENT_RULE_BY_NAME: Record<string, ShipmentRuleKind> = {
  shipment_rule_1: "freeOver99",
  shipment_rule_2: "freeOver3000",
  shipment_rule_3: "includedInPrice",
};

/** Which of the four choices a rule is, by its name: any other name is weight-based shipping. */
export function shipmentRuleKind(name: string | null | undefined): ShipmentRuleKind {
  return SHIPMENT_RULE_BY_NAME[(name ?? "").trim().toLowerCase()] ?? "weightBased";
}

// ---------------------------------------------------------------------------------------------
// Keywords: added by Enter or comma (§2)

/**
 * Adds the keywords typed in `input` (split at commas) to `existing`: trimmed, blanks dropped,
 * no duplicates (case-insensitive), the existing order kept.
 */
export function addKeywords(existing: readonly string[], input: string): string[] {
  const result = [...existing];
  const seen = new Set(existing.map((keyword) => keyword.toLowerCase()));
  for (const part of input.split(",")) {
    const keyword = part.trim().replace(/\s+/g, " ");
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    result.push(keyword);
  }
  return result;
}

/** True when a key press ends a keyword. */
export function isKeywordSeparator(key: string): boolean {
  return key === "Enter" || key === ",";
}

// ---------------------------------------------------------------------------------------------
// Variants

export function isTemporaryVariantId(id: number | string): id is string {
  return typeof id === "string";
}

/** The variants the seller sees: those not marked for removal. */
export function visibleVariants<T extends { _destroy?: boolean }>(variants: readonly T[]): T[] {
  return variants.filter((variant) => !variant._destroy);
}

/**
 * Removes a variant (§4): an unsaved one (temporary string id) is dropped, a saved one is kept
 * and marked `_destroy` so the update deletes it.
 */
export function removeVariant<T extends { id: number | string; _destroy?: boolean }>(variants: readonly T[], id: number | string): T[] {
  if (isTemporaryVariantId(id)) return variants.filter((variant) => variant.id !== id);
  return variants.map((variant) => (variant.id === id ? { ...variant, _destroy: true } : variant));
}

/** The stored image URLs of the variants not marked for removal (featured, its resized versions, the gallery). */
export function productImageUrls<I>(variants: readonly VariantFormValues<I>[]): string[] {
  return visibleVariants(variants).flatMap((variant) =>
    [variant.featured_image, variant.featured_image_resized?.medium, variant.featured_image_resized?.small, ...variant.images].filter(
      (url): url is string => typeof url === "string" && url !== "",
    ),
  );
}

/** URLs the record held that the saved values no longer hold: to delete once the save succeeded (§4). */
export function removedImageUrls(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return [...new Set(before)].filter((url) => !kept.has(url));
}

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

function pickTexts(source: Partial<ProductTexts>): ProductTexts {
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

/** The categories a store may use: those of its country (§7, "filtered to the store country"). */
export function categoriesForCountry<C extends { country_name_en?: string | null }>(
  categories: readonly C[],
  countryName: string | null | undefined,
): C[] {
  const wanted = countryName?.trim().toLowerCase();
  if (!wanted) return [...categories];
  return categories.filter((category) => !category.country_name_en || category.country_name_en.trim().toLowerCase() === wanted);
}

/** The form's route from the address: the segments after `/vendor/product/` (`12/edit`, `create`, none). */
export function productFormRouteFromPath(pathname: string): ProductFormRoute | null {
  const match = /\/product(?:\/([^/]*))?(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match) return null;
  return productFormMode(match[1] ? decodeURIComponent(match[1]) : undefined, match[2] ? decodeURIComponent(match[2]) : undefined);
}
