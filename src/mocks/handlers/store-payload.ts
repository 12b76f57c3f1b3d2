import { db } from "../db";
import type { MockProduct } from "../seed/products-seed";
import type { MockStore } from "../seed/shell-seed";

/** How many of the store's newest active products the storefront shows (three rows of 5). */
const PREVIEW_PRODUCTS = 15;

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
    variants: product.variants.map(({ featured_image, price, discounted_price, description_en }) => ({ featured_image, price, discounted_price, description_en })),
    average_rating: reviewed ? 3 + ((product.id * 7) % 21) / 10 : 0,
    reviews: reviewed ? 1 + ((product.id * 53) % 240) : 0,
    store_logo: store.logo_image,
    store_country_name_en: store.country_name_en,
    category_title_en: category?.title_en ?? null,
  };
}

/**
 * `GET store`'s answer (document 2 §7 "Vendor profile"): the store with its banners (those the
 * seller manages in Banners), its storefront categories, its newest active catalogue products and
 * its services, as the shop preview reads them. `PATCH store` answers the same shape, so the answer
 * can replace the stored store.
 */
export function storePayload(store: MockStore) {
  const storefront = db.state.storefronts[store.id] ?? { categories: [], services: [] };
  const banners = db.state.banners
    .filter((banner) => banner.store_id === store.id)
    .map(({ id, banner_type, image, image_mobile, redirects_to_link }) => ({ id, banner_type, image, image_mobile, redirects_to_link }));
  const products = db.state.products
    .filter((product) => product.store_id === store.id && product.status === "active")
    .sort((a, b) => b.id - a.id)
    .slice(0, PREVIEW_PRODUCTS)
    .map((product) => previewProduct(product, store));
  return {
    ...store,
    banners,
    categories: storefront.categories.map((category) => ({ ...category, country_name_en: store.country_name_en })),
    products,
    services: storefront.services,
  };
}
