import { db } from "@/mocks/db";
import { placeholderImage, type MockBanner } from "@/mocks/seed/banners-seed";
import { nowIso, storeOf, type Overrides } from "./common";

/** A primary banner of store 1 linking to the marketplace's sale page, created now (first in the list). */
export function makeBanner(overrides: Overrides<MockBanner> = {}): MockBanner {
  const link = overrides.redirects_to_link ?? "https://marketplace.example/sale";
  const banner: MockBanner = {
    id: db.nextId(),
    store_id: 1,
    banner_type: "store_primary",
    redirects_to_link: link,
    redirect_to: link,
    country_name_en: storeOf(overrides.store_id).country_name_en,
    image: placeholderImage("Summer Sale", "#1565c0", 1200, 400),
    image_mobile: placeholderImage("Summer Sale", "#1565c0", 600, 400),
    created_at: nowIso(),
    ...overrides,
  };
  db.state.banners.push(banner);
  db.changed();
  return banner;
}
