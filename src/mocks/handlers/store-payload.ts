import { db } from "../db";
import type { MockProduct } from "../seed/products-seed";
import type { MockService } from "../seed/services-seed";
import type { MockStore } from "../seed/shell-seed";

/** How many of the store's newest active products, and services, the storefront shows (three rows of 5). */
const PREVIEW_ITEMS = 15;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A catalogue product as the storefront lists it (document 2 §3 "A shop-preview product"). The
 * catalogue has no reviews: the rating and review count are derived from the id, so they stay the
 * same on every call; every fourth product has none yet.
 */
function previewProduct(product: MockProduct, store: MockStore) {
  const reviewed = product.id % 4 !== 0;
  const category = db.state.categories.find((entry) => product.category_ids.includes(entry.id));
  return {
    id: product.id,
    name_en: product.name_en,
    slug: `${slugify(product.name_en)}-${product.id}`,
    variants: product.variants.map(({ featured_image, price, discounted_price, description_en }) => ({
      featured_image,
      price,
      discounted_price,
      description_en,
    })),
    average_rating: reviewed ? 3 + ((product.id * 7) % 21) / 10 : 0,
    reviews: reviewed ? 1 + ((product.id * 53) % 240) : 0,
    store_logo: store.logo_image,
    store_country_name_en: store.country_name_en,
    category_title_en: category?.title_en ?? null,
  };
}

function previewService(service: MockService) {
  const { id, name_en, featured_image, price, discounted_price, description_en, unit_time } = service;
  return { id, name_en, slug: `${slugify(name_en)}-${id}`, featured_image, price, discounted_price, description_en, unit_time };
}

/** The store's newest active items of a catalogue. */
function newestActive<T extends { id: number; store_id: number; status: string }>(items: T[], storeId: number): T[] {
  return items
    .filter((item) => item.store_id === storeId && item.status === "active")
    .sort((a, b) => b.id - a.id)
    .slice(0, PREVIEW_ITEMS);
}

/**
 * `GET store`'s answer (document 2 §7 "Vendor profile"): the store with its banners (those the
 * seller manages in Banners), its storefront categories, and its newest active products and
 * services from the catalogues, as the shop preview reads them. `PATCH store` answers the same shape, so the answer
 * can replace the stored store.
 */
export function storePayload(store: MockStore) {
  const categories = db.state.storefronts[store.id]?.categories ?? [];
  const banners = db.state.banners
    .filter((banner) => banner.store_id === store.id)
    .map(({ id, banner_type, image, image_mobile, redirects_to_link }) => ({ id, banner_type, image, image_mobile, redirects_to_link }));
  return {
    ...store,
    banners,
    categories: categories.map((category) => ({ ...category, country_name_en: store.country_name_en })),
    products: newestActive(db.state.products, store.id).map((product) => previewProduct(product, store)),
    services: newestActive(db.state.services, store.id).map(previewService),
  };
}
