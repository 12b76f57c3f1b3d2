import { BLANK, blank, num, requireEnglishTexts, storedCatalogueRecord, storedImages, storedResized, str } from "./catalogue-body";
import type { WriteContext } from "./catalogue-body";
import type { MockCategory, MockProduct } from "../seed/products-seed";
import type { MockService } from "../seed/services-seed";

/**
 * The server side of `POST/PUT services` (document 2 §3 service, §5 service): what it requires and
 * how it stores the nested attributes. Independent of the client's rules on purpose.
 */
export type ServiceBody = Record<string, unknown> & {
  service_categories_attributes?: { category_id?: unknown }[];
  service_related_products_attributes?: { related_product_id?: unknown }[];
  service_related_services_attributes?: { related_service_id?: unknown }[];
};

const NEGATIVE = "must be greater than or equal to 0";

const notNumber = (value: unknown) => value !== null && value !== undefined && value !== "" && Number.isNaN(Number(value));
const list = <K extends string>(items: unknown, key: K): unknown[] =>
  Array.isArray(items) ? items.map((item) => (item && typeof item === "object" ? (item as Record<K, unknown>)[key] : undefined)) : [];

type Lookups = { categories: MockCategory[]; products: MockProduct[]; services: MockService[] };

/** Field errors, Rails style (`price: ["can't be blank"]`). */
export function serviceErrors(input: ServiceBody, existing: MockService | null, lookups: Lookups): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  requireEnglishTexts(input, add);

  if (num(input.price) === null) add("price", notNumber(input.price) ? "is not a number" : BLANK);
  for (const field of ["price", "discounted_price", "unit_time"]) {
    if (notNumber(input[field]) && field !== "price") add(field, "is not a number");
    const value = num(input[field]);
    if (value !== null && value < 0) add(field, NEGATIVE);
  }

  const categoryIds = list(input.service_categories_attributes, "category_id").map(num);
  if (categoryIds.length === 0) add("categories", BLANK);
  if (categoryIds.some((id) => id === null || !lookups.categories.some((category) => category.id === id))) add("categories", "is invalid");
  const products = list(input.service_related_products_attributes, "related_product_id").map(num);
  if (products.some((id) => id === null || !lookups.products.some((product) => product.id === id))) add("related_products", "is invalid");
  const services = list(input.service_related_services_attributes, "related_service_id").map(num);
  if (services.some((id) => id === null || id === existing?.id || !lookups.services.some((service) => service.id === id)))
    add("related_services", "is invalid");

  if (blank(input.featured_image)) add("featured_image", BLANK);
  const images = Array.isArray(input.images) ? input.images.filter((image) => !blank(image)) : [];
  if (images.length === 0) add("images", BLANK);
  return errors;
}

/** The stored service after a valid create or update (nested attributes replace the lists). */
export function toStoredService(input: ServiceBody, existing: MockService | null, context: WriteContext): MockService {
  const price = num(input.price) ?? 0;
  return {
    ...storedCatalogueRecord(input, existing, context),
    price,
    discounted_price: num(input.discounted_price) || price,
    unit_time: num(input.unit_time),
    category_ids: list(input.service_categories_attributes, "category_id").map(Number),
    featured_image: str(input.featured_image) || null,
    featured_image_resized: storedResized(input.featured_image_resized),
    images: storedImages(input.images),
    related_product_ids: [...new Set(list(input.service_related_products_attributes, "related_product_id").map(Number))],
    related_service_ids: [...new Set(list(input.service_related_services_attributes, "related_service_id").map(Number))],
  } as MockService;
}
