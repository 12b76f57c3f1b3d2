// The records of the API stub (scripts/bench-api-stub.mjs) and of the demo's database in the
// screens benchmark (scripts/bench-screens.mjs), built by small factories. Each factory returns the
// record as the server stores it (the shapes of the mock's seed, src/mocks/seed/), so the same record
// can be written into the demo's persisted database; the `answer*` functions turn a stored record
// into what the server sends (the mock's handlers, src/mocks/handlers/, and the spec, documents 1
// and 2). Deterministic: no randomness, fixed dates.

import { crc32, deflateSync } from "node:zlib";

const DAY_MS = 86_400_000;
/** The records' clock: a fixed moment, so two runs send the same bytes. */
const NOW = Date.parse("2026-06-01T09:00:00.000Z");
const iso = (ms) => new Date(ms).toISOString();
const p = (text) => `<p>${text}</p>`;

export const STORE_ID = 1;
export const COUNTRY_ID = 1;
export const COUNTRY_NAME = "United Arab Emirates";
export const CURRENCY = "AED";
export const STORE_NAME = "Desert Bloom Trading";

/** The big and small twins of the benchmark, and the other records its screens open. Ids far above the demo seed's. */
export const IDS = {
  product1: 990_101,
  product50: 990_150,
  product200: 990_300,
  order1: 990_401,
  order150: 990_550,
  dispute5: 990_605,
  dispute500: 990_700,
  refund: 990_801,
  service: 990_901,
  /** The 10 pending orders of the bulk status change: the newest, so they are the orders list's first page. */
  bulkOrders: Array.from({ length: 10 }, (_, index) => 991_010 - index),
};

/**
 * A product picture as a data URL (no image host): a 100-pixel PNG of one colour, the kind the app
 * stores (document 0: images are resized to 250 and 100 pixel PNGs). An SVG would be parsed as a
 * document on the main thread, a cost real products' pictures do not have.
 */
function picture(hue) {
  const size = 100;
  const [red, green, blue] = hslToRgb(hue, 0.55, 0.82);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

function hslToRgb(hue, saturation, lightness) {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset) => {
    const k = (offset + hue / 30) % 12;
    return Math.round(255 * (lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

export const CATEGORIES = ["Clothing", "Electronics", "Home & Kitchen", "Tools & Hardware", "Office Supplies", "Beauty"].map(
  (title_en, index) => ({
    id: COUNTRY_ID * 100 + index + 1,
    title_en,
    title_ar: title_en,
    country_id: COUNTRY_ID,
    country_name_en: COUNTRY_NAME,
  }),
);
export const BRANDS = [
  { id: 1, name_en: "Coastline", category_titles: ["Clothing"] },
  { id: 2, name_en: "Stride", category_titles: ["Clothing", "Beauty"] },
  { id: 3, name_en: "Voltline", category_titles: ["Electronics"] },
  { id: 4, name_en: "Kiln & Co", category_titles: ["Home & Kitchen"] },
];
export const SHIPMENT_RULES = [
  { id: 1, name: "shipment_rule_1" },
  { id: 2, name: "shipment_rule_2" },
  { id: 3, name: "weight_based" },
];

const texts = (name, about) => ({
  name_en: name,
  name_ar: name,
  description_en: p(`${name}: ${about}.`),
  description_ar: p(`${name}.`),
  benefits_en: p("Made to last, easy to care for."),
  benefits_ar: p("متين وسهل العناية."),
  features_en: "<ul><li>Quality checked</li><li>Ships from the UAE</li></ul>",
  features_ar: "<ul><li>فحص الجودة</li></ul>",
  how_to_use_en: p("See the leaflet in the box."),
  how_to_use_ar: p("راجع النشرة داخل العلبة."),
});

const NO_TIERS = Object.fromEntries([1, 2, 3].flatMap((tier) => ["from", "to", "price"].map((part) => [`qty${tier}range_${part}`, null])));

/** A retail product of the store with `variants` variants (the seed's MockProduct). */
export function product(id, variants, { name = `Linen Shirt ${variants}`, status = "active" } = {}) {
  const image = picture((id * 47) % 360);
  return {
    id,
    store_id: STORE_ID,
    status,
    ...texts(name, "a favourite of our customers"),
    video: null,
    country_of_origin: COUNTRY_NAME,
    lead_days: 3,
    unit: "none",
    brand_id: 1,
    shipment_rule_id: 1,
    tool: false,
    is_inquiry: false,
    is_bulk_order: false,
    pickup_allowed: true,
    product_type: "retail",
    category_ids: [CATEGORIES[0].id],
    keywords: ["clothing", "shirt"],
    related_product_ids: [],
    related_service_ids: [],
    variants: Array.from({ length: variants }, (_, index) => {
      const variation = `Size ${index + 1}`;
      const price = 40 + (index % 60) + 0.5;
      return {
        id: id * 1000 + index + 1,
        ...texts(variation, `${name}, ${variation}`),
        price,
        discounted_price: price,
        discount_percentage: 0,
        quantity: 10 + (index % 90),
        moq: 1,
        variation,
        sku: `LINEN-${id}-${index + 1}`,
        upc_code: null,
        weight: "0.4 kg",
        featured_image: image,
        featured_image_resized: { small: image, medium: image },
        images: index === 0 ? [image] : [],
        ...NO_TIERS,
      };
    }),
    created_at: iso(NOW - DAY_MS),
  };
}

/** A service of the store (the seed's MockService). */
export function service(id, { name = "Installation at home", status = "active" } = {}) {
  const image = picture((id * 53) % 360);
  return {
    id,
    store_id: STORE_ID,
    status,
    ...texts(name, "by our trained team"),
    price: 150,
    discounted_price: 150,
    unit_time: 1,
    category_ids: [CATEGORIES[2].id],
    featured_image: image,
    featured_image_resized: { small: image, medium: image },
    images: [image],
    related_product_ids: [],
    related_service_ids: [],
    created_at: iso(NOW - 2 * DAY_MS),
  };
}

/** An order of the store with `items` product line items in one shipment (the seed's MockOrder). */
export function order(id, items, { status = "pending" } = {}) {
  const lineItems = Array.from({ length: items }, (_, index) => {
    const variant = ["M / White", "L / Beige", "XL / Grey"][index % 3];
    const image = picture((index * 37) % 360);
    return {
      id: id * 1000 + index + 1,
      orderable_type: "Product",
      name_en: `Linen Thobe ${index + 1} - ${variant}`,
      product_name_en: `Linen Thobe ${index + 1}`,
      variant_name_en: variant,
      service_name_en: null,
      brand_name_en: "Kandura House",
      sku: `SKU-LIN-${1000 + index}`,
      status,
      start_at: null,
      end_at: null,
      store_name_en: STORE_NAME,
      price: (150 + (index % 20)).toFixed(2),
      quantity: 1 + (index % 3),
      featured_image: image,
      featured_image_resized: image,
    };
  });
  const gross = lineItems.reduce((sum, item) => sum + Number(item.price) * item.quantity, 0);
  return {
    id,
    store_id: STORE_ID,
    customer_id: 601,
    customer_name_en: "Layla Haddad",
    user_email: "layla.haddad601@mail.test",
    created_at: iso(NOW - (id % 1000) * 3_600_000),
    currency: CURRENCY,
    status,
    total_price: gross.toFixed(2),
    discount: "0.00",
    coupon_code: null,
    vat: ((gross * 5) / 105).toFixed(2),
    dues_paid: true,
    payment_methods: { cash_on_delivery: false, card: true },
    address: {
      first_name: "Layla",
      last_name: "Haddad",
      address1: "12 Sheikh Zayed Road",
      address2: null,
      city: "Dubai",
      contact_number: "+971501234567",
      contact_number_verified: true,
    },
    shipment: { id: id + 100_000, status, line_items: lineItems },
    services: [],
  };
}

const OWNERS = ["customer", "vendor", "admin"];
/** A dispute of the store with `replies` replies, customer first (the seed's MockDispute). */
export function dispute(id, replies, { status = "open", daysAgo = 20 } = {}) {
  const start = NOW - daysAgo * DAY_MS;
  return {
    id,
    order_id: IDS.order1,
    line_item_id: IDS.order1 * 1000 + 1,
    description: "The thobe arrived with a torn seam and the wrong size.",
    status,
    created_at: iso(start),
    customer_name_en: "Layla Haddad",
    customer_email: "layla.haddad601@mail.test",
    store_name_en: STORE_NAME,
    store_id: STORE_ID,
    replies: Array.from({ length: replies }, (_, index) => ({
      id: id * 1000 + index + 1,
      owner: OWNERS[index % OWNERS.length],
      description: `Message ${index + 1}: could you send a photo of the seam and the label? We will arrange a pickup once we see it.`,
      created_at: iso(start + (index + 1) * 60_000),
    })),
  };
}

/** A requested return of a product (the seed's MockRefund). */
export function refund(id, { status = "requested" } = {}) {
  const image = picture(200);
  return {
    id,
    store_id: STORE_ID,
    order_id: IDS.order1,
    product_name_en: "Linen Shirt",
    line_item_name_en: "Blue / M",
    item_type: "Product",
    status,
    refund_method: "bank",
    reason: "Item arrived damaged",
    created_at: iso(NOW - DAY_MS),
    address: { first_name: "Sara", address1: "Villa 7, Al Wasl Road, Dubai", contact_number: "+971501112233" },
    line_item: {
      featured_image: image,
      featured_image_resized: image,
      brand_name_en: "Coastline",
      product_name_en: "Linen Shirt",
      variant_name_en: "Blue / M",
      service_name_en: null,
      sku: "SKU-1001",
      currency: CURRENCY,
      sale_price: "120.00",
      price: "150.00",
      store_name_en: STORE_NAME,
    },
  };
}

/** A coupon of the store (the seed's MockCoupon): percentage or flat, active. */
export function coupon(id, index) {
  const percentage = index % 2 === 0;
  return {
    id,
    store_id: STORE_ID,
    code: `BENCH${index + 1}`,
    discount: percentage ? "0.15" : null,
    max_discount: percentage ? 50 : null,
    start_date: iso(NOW - (index + 1) * DAY_MS),
    expiry: iso(NOW + 1000 * DAY_MS),
    discount_type: percentage ? "percentage" : "flat_amount",
    flat_discount: percentage ? null : 20,
    min_order_amount: percentage ? null : 100,
    max_usage_count: 100,
    show_on_product: index % 3 === 0 ? 1 : 0,
    created_at: iso(NOW - (index + 1) * DAY_MS),
  };
}

/** Every record the stub serves: the benchmark's twins and enough ordinary records to fill the lists' pages. */
export function stubRecords() {
  const products = [
    product(IDS.product1, 1),
    product(IDS.product50, 50),
    product(IDS.product200, 200),
    ...Array.from({ length: 37 }, (_, index) => product(990_000 + index, 1 + (index % 3), { name: `Ceramic Mug ${index + 1}` })),
  ];
  const services = [
    service(IDS.service),
    ...Array.from({ length: 14 }, (_, index) => service(990_910 + index, { name: `Gift wrapping ${index + 1}` })),
  ];
  const orders = [
    ...IDS.bulkOrders.map((id) => order(id, 2)),
    order(IDS.order1, 1),
    order(IDS.order150, 150),
    ...Array.from({ length: 128 }, (_, index) =>
      order(980_000 + index, 1 + (index % 4), { status: ["delivered", "shipped", "processing", "cancelled"][index % 4] }),
    ),
  ];
  const disputes = [dispute(IDS.dispute5, 5), dispute(IDS.dispute500, 500), dispute(990_601, 2, { daysAgo: 1 })];
  const refunds = [
    refund(IDS.refund),
    refund(990_802),
    ...Array.from({ length: 10 }, (_, index) => refund(990_810 + index, { status: "completed" })),
  ];
  const coupons = Array.from({ length: 25 }, (_, index) => coupon(990_850 + index, index));
  return { products, services, orders, disputes, refunds, coupons };
}

/** What the demo's database gets before the benchmark measures it: the same twins and records the stub serves on the measured screens. */
export function demoRecords() {
  return {
    products: [product(IDS.product1, 1), product(IDS.product50, 50), product(IDS.product200, 200)],
    services: [service(IDS.service)],
    orders: [order(IDS.order1, 1), order(IDS.order150, 150), ...IDS.bulkOrders.map((id) => order(id, 2))],
    disputes: [dispute(IDS.dispute5, 5), dispute(IDS.dispute500, 500)],
    refunds: [refund(IDS.refund)],
  };
}

// ---------------------------------------------------------------------------------------------
// What the server sends for a stored record (the mock's handlers, written from the spec).

const ref = ({ id, name_en }) => ({ id, name_en });
const omit = (record, ...keys) => Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

export function answerProductListItem(record) {
  const first = record.variants.find((variant) => variant.featured_image) ?? null;
  return {
    id: record.id,
    name_en: record.name_en,
    status: record.status,
    featured_image: first?.featured_image ?? null,
    featured_image_resized: first?.featured_image_resized ?? null,
  };
}

export function answerProduct(record) {
  const categories = record.category_ids.map((id) => CATEGORIES.find((category) => category.id === id)).filter(Boolean);
  return {
    ...omit(record, "store_id", "category_ids", "keywords", "related_product_ids", "related_service_ids", "created_at"),
    ...answerProductListItem(record),
    categories: categories.map(({ id, title_en }) => ({ id, title_en })),
    category_id: record.category_ids[0] ?? null,
    keywords: record.keywords.map((name) => ({ name })),
    brand_name_en: BRANDS.find((brand) => brand.id === record.brand_id)?.name_en ?? null,
    shipment_rule_name: SHIPMENT_RULES.find((rule) => rule.id === record.shipment_rule_id)?.name ?? null,
    related_products: [],
    related_tools: [],
    related_services: [],
  };
}

export function answerServiceListItem({ id, name_en, status, featured_image, featured_image_resized }) {
  return { id, name_en, status, featured_image, featured_image_resized };
}

export function answerService(record) {
  return {
    ...omit(record, "store_id", "category_ids", "related_product_ids", "related_service_ids", "created_at"),
    categories: record.category_ids
      .map((id) => CATEGORIES.find((category) => category.id === id))
      .map(({ id, title_en }) => ({ id, title_en })),
    category_id: record.category_ids[0] ?? null,
    related_products: [],
    related_tools: [],
    related_services: [],
  };
}

export function answerOrderListItem(record) {
  return {
    id: record.id,
    item_count: (record.shipment?.line_items.length ?? 0) + record.services.length,
    user_email: record.user_email,
    status: record.status,
    total_price: record.total_price,
    discount: record.discount,
  };
}

export const answerOrder = (record) => omit(record, "store_id", "customer_name_en");

/** An order after `PUT orders/{id}` with `{order: {status}}` (the stub keeps no state: the next read is the stored order again). */
export function answerOrderWithStatus(record, status) {
  const items = (list) => list.map((item) => ({ ...item, status }));
  return answerOrder({
    ...record,
    status,
    shipment: record.shipment ? { ...record.shipment, status, line_items: items(record.shipment.line_items) } : null,
    services: items(record.services),
  });
}

export const answerDispute = (record) => omit(record, "store_id");

export function answerRefundListItem({ id, order_id, product_name_en, line_item_name_en, item_type, status, created_at }) {
  return { id, order_id, product_name_en, line_item_name_en, item_type, status, created_at };
}

export const answerRefund = (record) => omit(record, "store_id", "product_name_en", "line_item_name_en");

export const answerCoupon = (record) => omit(record, "store_id");

export const answerRef = ref;
