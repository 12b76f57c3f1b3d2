import { db } from "../db";
import type { MockStore } from "../seed/shell-seed";

/**
 * `GET store`'s answer (document 2 §7 "Vendor profile"): the store with its banners, categories,
 * products and services, as the shop preview reads them. `PATCH store` answers the same shape, so
 * the answer can replace the stored store.
 */
export function storePayload(store: MockStore) {
  const storefront = db.state.storefronts[store.id] ?? { categories: [], products: [], services: [] };
  const banners = db.state.banners
    .filter((banner) => banner.store_id === store.id)
    .map(({ id, banner_type, image, image_mobile, redirects_to_link }) => ({ id, banner_type, image, image_mobile, redirects_to_link }));
  return {
    ...store,
    banners,
    categories: storefront.categories.map((category) => ({ ...category, country_name_en: store.country_name_en })),
    products: storefront.products.map((product) => ({
      ...product,
      store_logo: store.logo_image,
      store_country_name_en: store.country_name_en,
    })),
    services: storefront.services,
  };
}
