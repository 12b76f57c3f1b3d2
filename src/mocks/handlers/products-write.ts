import {
  BLANK,
  blank,
  num,
  requireEnglishTexts,
  storedCatalogueRecord,
  storedImages,
  storedResized,
  storedTexts,
  str,
} from "./catalogue-body";
import type { WriteContext } from "./catalogue-body";
import type { MockBrand, MockCategory, MockProduct, MockVariant } from "../seed/products-seed";

/**
 * The server side of `POST/PUT products` (document 2 §3, §5): what it requires and how it stores
 * the nested attributes. Independent of the client's rules on purpose.
 */
export type ProductBody = Record<string, unknown> & {
  product_categories_attributes?: { category_id?: unknown }[];
  product_keywords_attributes?: { name?: unknown }[];
  product_related_products_attributes?: { related_product_id?: unknown }[];
  product_related_services_attributes?: { related_service_id?: unknown }[];
  variants_attributes?: (Record<string, unknown> & { id?: unknown; _destroy?: unknown })[];
};

const TIERS = [1, 2, 3].flatMap((tier) => ["from", "to", "price"].map((part) => `qty${tier}range_${part}`));
const truthy = (value: unknown) => value === true || value === "true" || value === 1 || value === "1";
const destroyed = (variant: { _destroy?: unknown }) => truthy(variant._destroy);

type Lookups = { categories: MockCategory[]; brands: MockBrand[]; products: MockProduct[] };

/** Field errors, Rails style (`variants[1].sku: ["can't be blank"]`). */
export function productErrors(input: ProductBody, existing: MockProduct | null, lookups: Lookups): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  requireEnglishTexts(input, add);
  const brandId = num(input.brand_id);
  if (brandId === null) add("brand", "must exist");
  else if (!lookups.brands.some((brand) => brand.id === brandId)) add("brand", "is invalid");
  const categoryIds = (input.product_categories_attributes ?? []).map((item) => num(item.category_id));
  if (categoryIds.length === 0) add("categories", BLANK);
  if (categoryIds.some((id) => id === null || !lookups.categories.some((category) => category.id === id))) add("categories", "is invalid");
  const related = (input.product_related_products_attributes ?? []).map((item) => num(item.related_product_id));
  if (related.some((id) => id === null || id === existing?.id || !lookups.products.some((product) => product.id === id)))
    add("related_products", "is invalid");
  if (!["retail", "wholesale"].includes(str(input.product_type))) add("product_type", "is not included in the list");

  const variants = input.variants_attributes ?? [];
  const kept = variants.filter((variant) => !destroyed(variant));
  if (kept.length === 0) add("variants", "must have at least one variant");
  const wholesale = input.product_type === "wholesale";
  variants.forEach((variant, index) => {
    const at = (field: string, message: string) => add(`variants[${index}].${field}`, message);
    if (variant.id !== undefined && !existing?.variants.some((saved) => saved.id === num(variant.id))) at("id", "is invalid");
    if (destroyed(variant)) return;
    requireEnglishTexts(variant, at);
    for (const field of ["variation", "sku", "weight"]) if (blank(variant[field])) at(field, BLANK);
    for (const field of ["price", "discounted_price", "quantity", "moq", ...(wholesale ? TIERS : [])]) {
      const value = num(variant[field]);
      if (value !== null && value < 0) at(field, "must be greater than or equal to 0");
      else if (value !== null && /^qty\drange_(from|to)$/.test(field) && !Number.isInteger(value)) at(field, "must be an integer");
    }
    if (num(variant.price) === null) at("price", BLANK);
    if (num(variant.quantity) === null) at("quantity", BLANK);
    // Tiers are optional (document 2 §5); a tier given in part lacks its other fields.
    if (wholesale)
      for (const tier of [1, 2, 3]) {
        const fields = ["from", "to", "price"].map((part) => `qty${tier}range_${part}`);
        if (fields.some((field) => num(variant[field]) !== null))
          for (const field of fields) if (num(variant[field]) === null) at(field, BLANK);
      }
  });
  return errors;
}

function storedVariant(input: Record<string, unknown>, previous: MockVariant | undefined, id: number): MockVariant {
  return {
    ...(previous ?? {}),
    ...(storedTexts(input) as Pick<MockVariant, "name_en">),
    id,
    price: num(input.price) ?? 0,
    discounted_price: num(input.discounted_price) ?? num(input.price) ?? 0,
    discount_percentage: num(input.discount_percentage) ?? 0,
    quantity: num(input.quantity) ?? 0,
    moq: num(input.moq),
    variation: str(input.variation),
    sku: str(input.sku),
    upc_code: str(input.upc_code) || null,
    weight: str(input.weight),
    featured_image: str(input.featured_image) || null,
    featured_image_resized: storedResized(input.featured_image_resized),
    images: storedImages(input.images),
    ...(Object.fromEntries(TIERS.map((field) => [field, num(input[field])])) as Record<string, number | null>),
  } as MockVariant;
}

/** The stored product after a valid create or update (nested attributes replace the lists). */
export function toStoredProduct(input: ProductBody, existing: MockProduct | null, context: WriteContext): MockProduct {
  const variants = (input.variants_attributes ?? []).flatMap((variant) => {
    const previous = existing?.variants.find((saved) => saved.id === num(variant.id));
    if (destroyed(variant)) return [];
    return [storedVariant(variant, previous, previous?.id ?? context.nextId())];
  });
  // Saved variants the update did not mention stay as they were (nested attributes semantics).
  const untouched = (existing?.variants ?? []).filter(
    (saved) => !(input.variants_attributes ?? []).some((variant) => num(variant.id) === saved.id),
  );
  return {
    ...storedCatalogueRecord(input, existing, context),
    video: str(input.video) || null,
    country_of_origin: str(input.country_of_origin) || null,
    lead_days: num(input.lead_days),
    unit: str(input.unit) || "none",
    brand_id: num(input.brand_id),
    shipment_rule_id: num(input.shipment_rule_id),
    tool: truthy(input.tool),
    is_inquiry: truthy(input.is_inquiry),
    is_bulk_order: truthy(input.is_bulk_order),
    pickup_allowed: truthy(input.pickup_allowed),
    product_type: input.product_type === "wholesale" ? "wholesale" : "retail",
    category_ids: (input.product_categories_attributes ?? []).map((item) => Number(item.category_id)),
    keywords: (input.product_keywords_attributes ?? []).map((item) => str(item.name)).filter(Boolean),
    related_product_ids: (input.product_related_products_attributes ?? []).map((item) => Number(item.related_product_id)),
    related_service_ids: (input.product_related_services_attributes ?? []).map((item) => Number(item.related_service_id)),
    variants: [...untouched, ...variants],
  } as MockProduct;
}
