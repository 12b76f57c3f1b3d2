import { SEED, createRandom } from "../random";
import { placeholderImage } from "./banners-seed";

/**
 * What `GET store` carries for the shop preview besides the banners and the catalogue's products
 * (document 2 §3 "Store"): the storefront's categories and services of each store, and the
 * platform setting the reports read (refund_time_limit). State keys: `db.state.storefronts`,
 * `db.state.platform`, `db.state.reportRequests`.
 */
export type MockPreviewService = { id: number; name_en: string; slug: string; featured_image: string | null; price: number; discounted_price: number; description_en: string; unit_time: string };

export type MockStorefrontCategory = { id: number; title_en: string; image: string };

export type MockStorefront = { categories: MockStorefrontCategory[]; services: MockPreviewService[] };

/** A report the seller asked for (kept so the demo and the tests can see what was generated). */
export type MockReportRequest = { store_id: number; report: string; start_date: string | null; end_date: string | null; limit: number | null };

const CATEGORIES = ["Clothing", "Electronics", "Home & Kitchen", "Tools & Hardware", "Office Supplies", "Beauty", "Garden", "Toys", "Sports", "Books", "Groceries"];
const COLOURS = ["#0f766e", "#b45309", "#1d4ed8", "#9d174d", "#4d7c0f", "#6d28d9", "#be123c", "#0e7490", "#7c2d12", "#334155", "#166534"];
const SERVICES = ["Installation at home", "Gift wrapping", "Tailoring and alterations", "Extended warranty (1 year)", "Assembly service", "Engraving"];

/** Store 1: 11 categories (a carousel) and 5 services; store 2: 5 categories, no service; store 3: no category, 2 services. */
const PLAN: Record<number, { categories: number; services: number }> = {
  1: { categories: 11, services: 5 },
  2: { categories: 5, services: 0 },
  3: { categories: 0, services: 2 },
};

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export function seedStorefront() {
  const random = createRandom(SEED + 33);
  const storefronts: Record<number, MockStorefront> = {};
  let id = 7000;
  for (const [key, plan] of Object.entries(PLAN)) {
    const storeId = Number(key);
    const categories = CATEGORIES.slice(0, plan.categories).map((title, index) => ({
      id: storeId * 100 + index + 1,
      title_en: title,
      image: placeholderImage(title.split(" ")[0], COLOURS[index % COLOURS.length], 160, 160),
    }));
    const services = SERVICES.slice(0, plan.services).map((name, index) => {
      const price = random.int(50, 400);
      id += 1;
      return {
        id,
        name_en: name,
        slug: `${slugify(name)}-${id}`,
        featured_image: placeholderImage(name.split(" ")[0], COLOURS[(index + 5) % COLOURS.length], 300, 300),
        price,
        discounted_price: index % 2 === 0 ? price : Math.round(price * 0.9),
        description_en: `<p>${name} by our trained team.</p>`,
        unit_time: index % 2 === 0 ? "hour" : "visit",
      };
    });
    storefronts[storeId] = { categories, services };
  }
  return {
    storefronts,
    platform: { id: 1, name: "Marketplace", refund_time_limit: 14 },
    reportRequests: [] as MockReportRequest[],
  };
}
