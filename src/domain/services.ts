import { arabicOrEnglish } from "./rich-text";
import { PRODUCT_STATUSES, PRODUCT_TABS, productTabQuery } from "./product-tabs";
import { RICH_TEXT_SUBJECTS, type CategoryRef, type NamedRef, type RichTextSubject } from "./products";
import { parseNumber } from "./product-payload";
import { productFormMode } from "./product-rules";
import type { ResizedImages } from "./types";

/**
 * Service rules of document 2 (§2 service catalogue and form, §3 service, §4, §5 service): the
 * catalogue's tabs (the products' query shape, §7), the form's mode from the route, the read →
 * form mapper, the submit mapper and the images a save may leave behind. Pure.
 */

export const SERVICE_TABS = PRODUCT_TABS;
export type ServiceTab = (typeof SERVICE_TABS)[number];
export type ServiceTabCounts = Partial<Record<ServiceTab, number>>;

export const SERVICE_STATUSES = PRODUCT_STATUSES;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The list filter of a catalogue tab: "services (same query shape)" as products (§7). */
export const serviceTabQuery = productTabQuery;

type Bilingual<K extends string> = { [P in `${K}_en` | `${K}_ar`]: string };
export type ServiceTexts = Bilingual<"name" | RichTextSubject>;

/** The English and Arabic text fields of a service, in form order. */
export const SERVICE_TEXT_FIELDS = (["name", ...RICH_TEXT_SUBJECTS] as const).flatMap(
  (subject) => [`${subject}_en`, `${subject}_ar`] as const,
);

export type ServiceListItem = {
  id: number;
  name_en: string;
  status: ServiceStatus;
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
};

/** A service as `GET services/{id}` answers (§3, read side). */
export type Service = ServiceTexts & {
  id: number;
  status: ServiceStatus;
  price: number | null;
  discounted_price: number | null;
  unit_time: number | string | null;
  categories: CategoryRef[];
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
  images: string[];
  related_products: NamedRef[];
  related_services: NamedRef[];
  related_tools: NamedRef[];
};

/**
 * A service as the form holds it: numbers as typed. `I` is how an image is held: a stored URL, or
 * (in the form, before the save uploads it) a picked file.
 */
export type ServiceFormValues<I = string> = ServiceTexts & {
  price: string;
  discounted_price: string;
  unit_time: string;
  categories: CategoryRef[];
  related_products: NamedRef[];
  related_services: NamedRef[];
  related_tools: NamedRef[];
  featured_image: I | null;
  featured_image_resized: ResizedImages | null;
  images: I[];
};

// ---------------------------------------------------------------------------------------------
// Form mode from the route (`/vendor/service/:id?/:state?`, §2)

export type ServiceFormMode = "create" | "edit" | "view";
export type ServiceFormRoute = { mode: "create"; id: null } | { mode: "edit" | "view"; id: string };

/**
 * The form's mode from the segments after `/vendor/service/`: none, `create` or `{anything}/create`
 * creates (the id is optional for create); `{id}` or `{id}/view` shows, `{id}/edit` edits. Anything
 * else is not a service page (null).
 */
export function serviceFormRouteFromPath(pathname: string): ServiceFormRoute | null {
  const match = /\/service(?:\/([^/]*))?(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match) return null;
  const id = match[1] ? decodeURIComponent(match[1]) : undefined;
  const state = match[2] ? decodeURIComponent(match[2]) : undefined;
  if (state?.trim().toLowerCase() === "create") return { mode: "create", id: null };
  return productFormMode(id, state);
}

// ---------------------------------------------------------------------------------------------
// Read → form

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

const blankTexts = (): ServiceTexts => Object.fromEntries(SERVICE_TEXT_FIELDS.map((field) => [field, ""])) as ServiceTexts;

export function emptyServiceFormValues<I = string>(): ServiceFormValues<I> {
  return {
    ...blankTexts(),
    price: "",
    discounted_price: "",
    unit_time: "",
    categories: [],
    related_products: [],
    related_services: [],
    related_tools: [],
    featured_image: null,
    featured_image_resized: null,
    images: [],
  };
}

const refs = (items: readonly NamedRef[] | null | undefined): NamedRef[] => (items ?? []).map(({ id, name_en }) => ({ id, name_en }));

/** A service as the server sent it → the form's values. */
export function toServiceFormValues(service: Service): ServiceFormValues {
  return {
    ...(Object.fromEntries(SERVICE_TEXT_FIELDS.map((field) => [field, text(service[field])])) as ServiceTexts),
    price: text(service.price),
    // A discounted price equal to the price is no discount: shown empty, so a new price is not undercut by the old one.
    discounted_price:
      service.discounted_price === null || Number(service.discounted_price) === Number(service.price) ? "" : text(service.discounted_price),
    unit_time: text(service.unit_time),
    categories: (service.categories ?? []).map(({ id, title_en }) => ({ id, title_en })),
    related_products: refs(service.related_products),
    related_services: refs(service.related_services),
    related_tools: refs(service.related_tools),
    featured_image: service.featured_image || null,
    featured_image_resized: service.featured_image ? (service.featured_image_resized ?? null) : null,
    images: [...(service.images ?? [])].filter(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------
// The submit mapper (§5 service, §3 payload lists)

export type ServicePayload = ServiceTexts & {
  price: number;
  discounted_price: number;
  unit_time: number | null;
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
  images: string[];
  service_categories_attributes: { category_id: number }[];
  service_related_products_attributes: { related_product_id: number }[];
  service_related_services_attributes: { related_service_id: number }[];
};

const uniqueIds = (items: readonly { id: number }[]) => [...new Set(items.map((item) => item.id))];

/** The price as sent, and the discounted price: equal to the price when missing or 0 (§5). */
export function servicePrices(values: Pick<ServiceFormValues<unknown>, "price" | "discounted_price">): {
  price: number;
  discounted_price: number;
} {
  const price = parseNumber(values.price) ?? 0;
  const discounted = parseNumber(values.discounted_price);
  return { price, discounted_price: discounted === null || discounted === 0 ? price : discounted };
}

/**
 * The form's values (images already stored) → the body of `POST/PUT services` (inside
 * `{service: ...}`): Arabic texts fall back to the English ones when empty; categories, related
 * products and tools (one list, §3) and related services as nested attributes.
 */
export function toServicePayload(values: ServiceFormValues): ServicePayload {
  const texts = blankTexts();
  for (const subject of ["name", ...RICH_TEXT_SUBJECTS] as const) {
    texts[`${subject}_en`] = values[`${subject}_en`];
    texts[`${subject}_ar`] = arabicOrEnglish(values[`${subject}_ar`], values[`${subject}_en`]);
  }
  texts.name_en = texts.name_en.trim();
  texts.name_ar = texts.name_ar.trim();
  return {
    ...texts,
    ...servicePrices(values),
    unit_time: parseNumber(values.unit_time),
    featured_image: values.featured_image,
    featured_image_resized: values.featured_image ? values.featured_image_resized : null,
    images: [...values.images],
    service_categories_attributes: uniqueIds(values.categories).map((category_id) => ({ category_id })),
    service_related_products_attributes: uniqueIds([...values.related_products, ...values.related_tools]).map((related_product_id) => ({
      related_product_id,
    })),
    service_related_services_attributes: uniqueIds(values.related_services).map((related_service_id) => ({ related_service_id })),
  };
}

/** The stored image URLs a service's values hold: featured, its resized versions, the gallery. */
export function serviceImageUrls<I>(values: Pick<ServiceFormValues<I>, "featured_image" | "featured_image_resized" | "images">): string[] {
  return [values.featured_image, values.featured_image_resized?.medium, values.featured_image_resized?.small, ...values.images].filter(
    (url): url is string => typeof url === "string" && url !== "",
  );
}
