import { db } from "@/mocks/db";
import type { MockCoupon } from "@/mocks/seed/coupons-seed";
import { NO_TIERS, productTexts, type MockProduct, type MockVariant } from "@/mocks/seed/products-seed";
import type { MockService } from "@/mocks/seed/services-seed";
import { DAY_MS } from "@/mocks/random";
import { nowIso, storeOf, type Overrides } from "./common";

/** The store's own "Home & Kitchen" category (the seed numbers a country's categories from country × 100). */
const homeCategory = (storeId: number | undefined) => storeOf(storeId).country_id * 100 + 3;

const p = (text: string) => `<p>${text}</p>`;

function variant(productName: string, overrides: Overrides<MockVariant>): MockVariant {
  const id = db.nextId();
  const variation = overrides.variation ?? overrides.name_en ?? "350 ml";
  return {
    ...productTexts(variation, variation),
    description_en: p(`${productName}, ${variation}.`),
    id,
    price: 45,
    discounted_price: 45,
    discount_percentage: 0,
    quantity: 120,
    moq: 1,
    variation,
    sku: `${productName
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 6)
      .toUpperCase()}-${id}`,
    upc_code: null,
    weight: "0.4 kg",
    featured_image: null,
    featured_image_resized: null,
    images: [],
    ...NO_TIERS,
    ...overrides,
  };
}

/** What `makeProduct` takes: the product's fields, and its variants (one unless told). */
export type ProductOverrides = Overrides<Omit<MockProduct, "variants">> & { variants?: Overrides<MockVariant>[] };

/** An active retail product of store 1 with one variant, created now (first in the catalogue). */
export function makeProduct(overrides: ProductOverrides = {}): MockProduct {
  const { variants = [{}], ...fields } = overrides;
  const name = fields.name_en ?? "Ceramic Mug";
  const product: MockProduct = {
    ...productTexts(name, "كوب سيراميك"),
    id: db.nextId(),
    store_id: 1,
    status: "active",
    video: null,
    country_of_origin: storeOf(fields.store_id).country_name_en,
    lead_days: 3,
    unit: "piece",
    brand_id: 4,
    shipment_rule_id: 1,
    tool: false,
    is_inquiry: false,
    is_bulk_order: false,
    pickup_allowed: false,
    product_type: "retail",
    category_ids: [homeCategory(fields.store_id)],
    keywords: ["home", "mug"],
    related_product_ids: [],
    related_service_ids: [],
    variants: variants.map((given) => variant(name, given)),
    created_at: nowIso(),
    ...fields,
  };
  db.state.products.push(product);
  db.changed();
  return product;
}

/** An active service of store 1 (an hour, no images), created now (first in the catalogue). */
export function makeService(overrides: Overrides<MockService> = {}): MockService {
  const name = overrides.name_en ?? "Deep home cleaning";
  const service: MockService = {
    ...productTexts(name, "تنظيف منزلي عميق"),
    description_en: p(`${name} by our trained team.`),
    id: db.nextId(),
    store_id: 1,
    status: "active",
    price: 250,
    discounted_price: 250,
    unit_time: 1,
    category_ids: [homeCategory(overrides.store_id)],
    featured_image: null,
    featured_image_resized: null,
    images: [],
    related_product_ids: [],
    related_service_ids: [],
    created_at: nowIso(),
    ...overrides,
  };
  db.state.services.push(service);
  db.changed();
  return service;
}

/** A 10 % coupon of store 1, running from this minute for a year, created now (first in the list). */
export function makeCoupon(overrides: Overrides<MockCoupon> = {}): MockCoupon {
  // The seller picks dates to the minute, so stored ones have no seconds.
  const minute = Math.floor(db.now() / 60_000) * 60_000;
  const coupon: MockCoupon = {
    id: db.nextId(),
    store_id: 1,
    code: "WELCOME10",
    discount: "0.1",
    max_discount: null,
    start_date: new Date(minute).toISOString(),
    expiry: new Date(minute + 365 * DAY_MS).toISOString(),
    discount_type: "percentage",
    flat_discount: null,
    min_order_amount: null,
    max_usage_count: null,
    show_on_product: 0,
    created_at: nowIso(),
    ...overrides,
  };
  db.state.coupons.push(coupon);
  db.changed();
  return coupon;
}
