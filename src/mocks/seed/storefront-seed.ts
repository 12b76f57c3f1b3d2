import { SEED, createRandom } from "../random";
import { placeholderImage } from "./banners-seed";

/**
 * What `GET store` carries for the shop preview besides the banners (document 2 §3 "Store"): the
 * storefront's categories, products and services of each store, and the platform setting the
 * reports read (refund_time_limit). State keys: `db.state.storefronts`, `db.state.platform`,
 * `db.state.reportRequests`.
 */
export type MockPreviewVariant = { featured_image: string | null; price: number; discounted_price: number; description_en: string };

export type MockPreviewProduct = {
  id: number;
  name_en: string;
  slug: string;
  variants: MockPreviewVariant[];
  average_rating: number;
  reviews: number;
  category_title_en: string;
};

export type MockPreviewService = { id: number; name_en: string; slug: string; featured_image: string | null; price: number; discounted_price: number; description_en: string; unit_time: string };

export type MockStorefrontCategory = { id: number; title_en: string; image: string };

export type MockStorefront = { categories: MockStorefrontCategory[]; products: MockPreviewProduct[]; services: MockPreviewService[] };

/** A report the seller asked for (kept so the demo and the tests can see what was generated). */
export type MockReportRequest = { store_id: number; report: string; start_date: string | null; end_date: string | null; limit: number | null };

const CATEGORIES = ["Clothing", "Electronics", "Home & Kitchen", "Tools & Hardware", "Office Supplies", "Beauty", "Garden", "Toys", "Sports", "Books", "Groceries"];
const COLOURS = ["#0f766e", "#b45309", "#1d4ed8", "#9d174d", "#4d7c0f", "#6d28d9", "#be123c", "#0e7490", "#7c2d12", "#334155", "#166534"];
const PRODUCTS = [
  "Linen Shirt", "Desk Lamp", "Ceramic Mug", "Cordless Drill", "Office Paper A4", "Oud Perfume Oil", "Garden Hose 20 m",
  "Wooden Puzzle", "Yoga Mat", "Arabic Calligraphy Book", "Dates Gift Box", "Bluetooth Speaker", "Dallah Coffee Pot", "Laser Level",
];
const SERVICES = ["Installation at home", "Gift wrapping", "Tailoring and alterations", "Extended warranty (1 year)", "Assembly service", "Engraving"];

/** Store 1: 11 categories (a carousel), 12 products (rows of 5, 5, 2), 5 services. Store 2: 5, 4, none. Store 3: none, none, 2. */
const PLAN: Record<number, { categories: number; products: number; services: number }> = {
  1: { categories: 11, products: 12, services: 5 },
  2: { categories: 5, products: 4, services: 0 },
  3: { categories: 0, products: 0, services: 2 },
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
    const products = PRODUCTS.slice(0, plan.products).map((name, index) => {
      const price = random.int(20, 900);
      const discounted = index % 3 === 0 ? Math.round(price * 0.8) : price;
      id += 1;
      return {
        id,
        name_en: name,
        slug: `${slugify(name)}-${id}`,
        variants: [
          {
            featured_image: placeholderImage(name.split(" ")[0], COLOURS[(index + storeId) % COLOURS.length], 300, 300),
            price,
            discounted_price: discounted,
            description_en: `<p><strong>${name}</strong>: a customer favourite, delivered fast.</p>`,
          },
        ],
        average_rating: index % 4 === 3 ? 0 : Math.round((3 + random.next() * 2) * 10) / 10,
        reviews: index % 4 === 3 ? 0 : random.int(1, 240),
        category_title_en: CATEGORIES[index % CATEGORIES.length],
      };
    });
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
    storefronts[storeId] = { categories, products, services };
  }
  return {
    storefronts,
    platform: { id: 1, name: "Marketplace", refund_time_limit: 14 },
    reportRequests: [] as MockReportRequest[],
  };
}
