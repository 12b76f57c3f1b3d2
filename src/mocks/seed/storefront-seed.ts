import { placeholderImage } from "./banners-seed";

/**
 * What `GET store` carries for the shop preview besides the banners and the catalogues' products
 * and services (document 2 §3 "Store"): each store's storefront categories with their pictures,
 * and the platform setting the reports read (refund_time_limit). State keys:
 * `db.state.storefronts`, `db.state.platform`, `db.state.reportRequests`.
 */
export type MockStorefrontCategory = { id: number; title_en: string; image: string };

export type MockStorefront = { categories: MockStorefrontCategory[] };

/** A report the seller asked for (kept so the demo and the tests can see what was generated). */
export type MockReportRequest = {
  store_id: number;
  report: string;
  start_date: string | null;
  end_date: string | null;
  limit: number | null;
};

const CATEGORIES = [
  "Clothing",
  "Electronics",
  "Home & Kitchen",
  "Tools & Hardware",
  "Office Supplies",
  "Beauty",
  "Garden",
  "Toys",
  "Sports",
  "Books",
  "Groceries",
];
const COLOURS = ["#0f766e", "#b45309", "#1d4ed8", "#9d174d", "#4d7c0f", "#6d28d9", "#be123c", "#0e7490", "#7c2d12", "#334155", "#166534"];

/** Store 1 has 11 categories (a carousel of 8 at once), store 2 has 5 (one row), store 3 none. */
const CATEGORY_COUNT: Record<number, number> = { 1: 11, 2: 5, 3: 0 };

export function seedStorefront() {
  const storefronts: Record<number, MockStorefront> = {};
  for (const [key, count] of Object.entries(CATEGORY_COUNT)) {
    const storeId = Number(key);
    storefronts[storeId] = {
      categories: CATEGORIES.slice(0, count).map((title, index) => ({
        id: storeId * 100 + index + 1,
        title_en: title,
        image: placeholderImage(title.split(" ")[0], COLOURS[index % COLOURS.length], 160, 160),
      })),
    };
  }
  return {
    storefronts,
    platform: { id: 1, name: "Marketplace", refund_time_limit: 14 },
    reportRequests: [] as MockReportRequest[],
  };
}
