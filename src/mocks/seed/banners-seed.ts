import { SEED, createRandom } from "../random";

/** A storefront banner as the server keeps it (document 2 §3 "Banner"). State key: `db.state.banners`. */
export type MockBanner = {
  id: number;
  store_id: number;
  banner_type: "store_primary" | "store_secondary";
  redirects_to_link: string;
  /** The read side's copy of the link (shown as Redirect To). */
  redirect_to: string;
  country_name_en: string;
  image: string;
  image_mobile: string | null;
  created_at: string;
};

/** A shop banner (document 2 §3 "Shop banner"). State key: `db.state.shop_banners`. */
export type MockShopBanner = {
  id: number;
  store_id: number;
  banner_type: "middle_banner";
  link: string;
  position: number;
  image: string;
  created_at: string;
};

const COUNTRIES: Record<number, string> = { 1: "United Arab Emirates", 2: "Saudi Arabia", 3: "Egypt" };
const COLOURS = ["#0f766e", "#b45309", "#1d4ed8", "#9d174d", "#4d7c0f", "#6d28d9", "#be123c", "#0e7490"];
const CAMPAIGNS = [
  "Summer Sale",
  "New Arrivals",
  "Power Tools",
  "Home Essentials",
  "Eid Offers",
  "Free Delivery",
  "Bulk Deals",
  "Garden Season",
];
const PATHS = ["sale", "new-arrivals", "category/tools", "category/home", "offers/eid", "delivery", "bulk", "category/garden"];

/** A small placeholder picture (an SVG data URL): the demo needs no network for its images. */
export function placeholderImage(label: string, colour: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 6)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Banners for every demo store (store 1 has 13, more than one page of 10, to show the pager) and
 * two or three shop banners each.
 */
export function seedBanners() {
  const random = createRandom(SEED + 9);
  const banners: MockBanner[] = [];
  const shop_banners: MockShopBanner[] = [];
  const perStore: Record<number, number> = { 1: 13, 2: 3, 3: 2 };
  let id = 1;
  let shopId = 1;
  for (const [storeKey, count] of Object.entries(perStore)) {
    const storeId = Number(storeKey);
    for (let index = 0; index < count; index += 1) {
      const pick = (index + storeId) % CAMPAIGNS.length;
      const colour = COLOURS[random.int(0, COLOURS.length - 1)];
      const link = `https://marketplace.example/${PATHS[pick]}`;
      banners.push({
        id,
        store_id: storeId,
        banner_type: index % 3 === 2 ? "store_secondary" : "store_primary",
        redirects_to_link: link,
        redirect_to: link,
        country_name_en: COUNTRIES[storeId],
        image: placeholderImage(CAMPAIGNS[pick], colour, 1200, 400),
        image_mobile: placeholderImage(CAMPAIGNS[pick], colour, 600, 400),
        created_at: new Date(Date.UTC(2026, 9, 1 + index, 8)).toISOString(),
      });
      id += 1;
    }
    for (let position = 1; position <= (storeId === 1 ? 3 : 2); position += 1) {
      const pick = (position * 3 + storeId) % CAMPAIGNS.length;
      shop_banners.push({
        id: shopId,
        store_id: storeId,
        banner_type: "middle_banner",
        link: `https://marketplace.example/${PATHS[pick]}`,
        position,
        image: placeholderImage(CAMPAIGNS[pick], COLOURS[random.int(0, COLOURS.length - 1)], 1200, 300),
        created_at: new Date(Date.UTC(2026, 9, 10 + position, 8)).toISOString(),
      });
      shopId += 1;
    }
  }
  return { banners, shop_banners };
}
