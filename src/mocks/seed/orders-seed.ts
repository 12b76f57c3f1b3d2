import { ORDER_STATUSES } from "@/config/contract";
import { DAY_MS, SEED, SEED_NOW, createRandom, type Random } from "../random";

/** Orders as the server stores them (document 1 §3), with the owning store and customer. */
export type MockOrderItem = {
  id: number;
  orderable_type: "Product" | "Service";
  name_en: string;
  product_name_en: string | null;
  variant_name_en: string | null;
  service_name_en: string | null;
  brand_name_en: string | null;
  sku: string;
  status: string;
  start_at: string | null;
  end_at: string | null;
  store_name_en: string;
  price: string;
  quantity: number;
  featured_image: string | null;
  featured_image_resized: string | null;
};

export type MockOrderAddress = {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  city: string;
  contact_number: string;
  contact_number_verified: boolean;
};

export type MockOrder = {
  id: number;
  store_id: number;
  customer_id: number;
  customer_name_en: string;
  user_email: string;
  created_at: string;
  currency: string;
  /** The order's status as the list and tabs report it. */
  status: string;
  total_price: string;
  discount: string;
  coupon_code: string | null;
  vat: string | null;
  dues_paid: boolean;
  payment_methods: { cash_on_delivery: boolean; card: boolean };
  address: MockOrderAddress;
  shipment: { id: number; status: string; line_items: MockOrderItem[] } | null;
  services: MockOrderItem[];
};

type StoreSpec = { id: number; name: string; currency: string; count: number; vatRate: number | null; city: string; dial: string };

const STORES: StoreSpec[] = [
  { id: 1, name: "Desert Bloom Trading", currency: "AED", count: 120, vatRate: 5, city: "Dubai", dial: "+9715" },
  { id: 2, name: "Najd Home Supplies", currency: "SAR", count: 36, vatRate: 15, city: "Riyadh", dial: "+9665" },
  { id: 3, name: "Nile Craft Co", currency: "EGP", count: 30, vatRate: null, city: "Cairo", dial: "+201" },
];

const PRODUCTS = [
  { name: "Oud Perfume", brand: "Arabian Oud", variants: ["50 ml", "100 ml"], price: [180, 420] },
  { name: "Dates Gift Box", brand: "Al Nakheel", variants: ["500 g", "1 kg"], price: [45, 120] },
  { name: "Linen Thobe", brand: "Kandura House", variants: ["M / White", "L / Beige", "XL / Grey"], price: [150, 320] },
  { name: "Brass Coffee Pot", brand: "Dallah Co", variants: [null], price: [95, 260] },
  { name: "Wireless Earbuds", brand: "SoundWave", variants: ["Black", "White"], price: [199, 549] },
  { name: "Prayer Rug", brand: "Silk Road", variants: ["Green", "Burgundy"], price: [75, 210] },
  { name: "Ceramic Vase", brand: "Nile Pottery", variants: [null], price: [60, 180] },
  { name: "Saffron Tin", brand: "Zafaran", variants: ["5 g", "10 g"], price: [35, 140] },
] as const;

const SERVICES = [
  { name: "Home Deep Cleaning", brand: "SparkleCare", price: [250, 600] },
  { name: "AC Maintenance", brand: "CoolFix", price: [150, 350] },
  { name: "Personal Styling Session", brand: "Kandura House", price: [300, 800] },
  { name: "Furniture Assembly", brand: "HandyPro", price: [120, 300] },
] as const;

const FIRST_NAMES = ["Layla", "Omar", "Fatima", "Yousef", "Mariam", "Khalid", "Noura", "Hassan", "Salma", "Ahmed", "Reem", "Tariq"];
const LAST_NAMES = ["Al Mansoori", "Haddad", "Saleh", "Khoury", "Nasser", "Farouk", "Aziz", "Qasim"];
const STREETS = ["Sheikh Zayed Road", "King Fahd Road", "Corniche Street", "Tahrir Square", "Al Wasl Road", "Olaya Street"];
const COUPONS = ["WELCOME10", "EID25", "SUMMER15", "FLASH50"];
const COLOURS = ["#b5651d", "#2e7d32", "#1565c0", "#6a1b9a", "#c62828", "#00838f", "#ef6c00", "#4e342e"];

/** Statuses every store gets at least once, then a realistic mix (more delivered than anything else). */
const SHIPMENT_STATUSES: readonly string[] = ORDER_STATUSES;
const STATUS_MIX = [
  ...Array(5).fill("pending"),
  ...Array(4).fill("processing"),
  ...Array(3).fill("shipped"),
  ...Array(9).fill("delivered"),
  ...Array(2).fill("cancelled"),
  "rejected",
  "partially_returned",
  "fully_returned",
] as string[];
const SERVICE_ORDER_STATUSES = ["pending", "processing", "delivered", "cancelled", "rejected", "fully_returned", "partially_returned"];

/** A small inline picture, so the demo needs no image host. */
function picture(label: string, colour: string, size: number): string {
  const initials = label
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" rx="12" fill="${colour}"/><text x="50" y="62" font-family="Arial" font-size="34" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const money = (value: number) => value.toFixed(2);
/** The demo's SKUs: the kind's prefix, the name's first three letters and a number. */
const sku = (prefix: string, name: string, number: number) =>
  `${prefix}-${name
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase()}-${number}`;
const iso = (ms: number) => new Date(ms).toISOString();

function itemStatuses(orderStatus: string, count: number, random: Random): string[] {
  const delivered = "delivered";
  const returned = "returned";
  if (orderStatus === "fully_returned") return Array(count).fill(returned);
  if (orderStatus === "partially_returned") {
    return Array.from({ length: count }, (_, index) =>
      index === 0 ? delivered : index === 1 ? returned : random.pick([delivered, returned]),
    );
  }
  if (orderStatus === "delivered") {
    // The first item stays delivered (disputable); later ones may carry a return request.
    return Array.from({ length: count }, (_, index) =>
      index === 0 ? delivered : random.chance(0.2) ? random.pick(["return_requested", "return_rejected"]) : delivered,
    );
  }
  return Array(count).fill(orderStatus);
}

type OrderKind = "shipment" | "service" | "mixed";

/**
 * What the order at `index` (oldest first) is: the first ones cover every shipment status, then
 * every service-only status; the newest are mostly waiting for the vendor; the rest is a mix.
 */
function plan(index: number, count: number, random: Random): { kind: OrderKind; status: string } {
  if (index < SHIPMENT_STATUSES.length) return { kind: "shipment", status: SHIPMENT_STATUSES[index] };
  const serviceIndex = index - SHIPMENT_STATUSES.length;
  if (serviceIndex < SERVICE_ORDER_STATUSES.length) return { kind: "service", status: SERVICE_ORDER_STATUSES[serviceIndex] };
  const kind: OrderKind = index % 10 < 7 ? "shipment" : index % 10 < 9 ? "service" : "mixed";
  if (index >= count - 8) return { kind, status: random.pick(["pending", "pending", "processing"]) };
  return { kind, status: kind === "service" ? random.pick(SERVICE_ORDER_STATUSES) : random.pick(STATUS_MIX) };
}

function seedStoreOrders(spec: StoreSpec, random: Random, ids: { order: number; item: number; shipment: number }): MockOrder[] {
  const orders: MockOrder[] = [];
  const spacing = (150 * DAY_MS) / spec.count;
  for (let index = 0; index < spec.count; index += 1) {
    const { kind, status } = plan(index, spec.count, random);
    // The oldest orders come first so that ids grow with time; the newest are the pending ones.
    const created = SEED_NOW - (spec.count - index) * spacing - random.int(0, 6) * 3_600_000;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const customerId = 500 + spec.id * 100 + random.int(1, 40);
    const email = `${first}.${last}`.toLowerCase().replace(/\s+/g, "") + `${customerId}@mail.test`;

    const atLeast = status === "partially_returned" ? 2 : 1;
    const products = kind === "service" ? 0 : Math.max(atLeast, random.int(1, 3));
    const services = kind === "shipment" ? 0 : kind === "mixed" ? 1 : Math.max(atLeast, random.int(1, 2));
    const productStatuses = itemStatuses(status, products, random);
    const serviceStatuses = itemStatuses(status === "shipped" ? "processing" : status, services, random);
    const lineItems: MockOrderItem[] = productStatuses.map((itemStatus) => {
      const product = random.pick(PRODUCTS);
      const variant = random.pick(product.variants);
      const colour = random.pick(COLOURS);
      const resized = random.chance(0.7);
      ids.item += 1;
      return {
        id: ids.item,
        orderable_type: "Product",
        name_en: variant ? `${product.name} - ${variant}` : product.name,
        product_name_en: product.name,
        variant_name_en: variant,
        service_name_en: null,
        brand_name_en: product.brand,
        sku: sku("SKU", product.name, 1000 + random.int(0, 8999)),
        status: itemStatus,
        start_at: null,
        end_at: null,
        store_name_en: spec.name,
        price: money(random.int(product.price[0], product.price[1]) + random.pick([0, 0.5, 0.99])),
        quantity: random.int(1, 4),
        featured_image: picture(product.name, colour, 500),
        featured_image_resized: resized ? picture(product.name, colour, 250) : null,
      };
    });
    const serviceItems: MockOrderItem[] = serviceStatuses.map((itemStatus) => {
      const service = random.pick(SERVICES);
      const start = created + random.int(1, 10) * DAY_MS + random.int(8, 17) * 3_600_000;
      ids.item += 1;
      return {
        id: ids.item,
        orderable_type: "Service",
        name_en: service.name,
        product_name_en: null,
        variant_name_en: null,
        service_name_en: service.name,
        brand_name_en: service.brand,
        sku: sku("SRV", service.name, 100 + random.int(0, 899)),
        status: itemStatus,
        start_at: iso(start),
        end_at: iso(start + random.int(1, 4) * 3_600_000),
        store_name_en: spec.name,
        price: money(random.int(service.price[0], service.price[1])),
        quantity: 1,
        featured_image: random.chance(0.5) ? picture(service.name, random.pick(COLOURS), 500) : null,
        featured_image_resized: null,
      };
    });

    const gross = [...lineItems, ...serviceItems].reduce((sum, item) => sum + Number(item.price) * item.quantity, 0);
    const discountKind = random.pick(["none", "none", "coupon", "plain"] as const);
    const discount = discountKind === "none" ? 0 : Math.round(gross * random.pick([0.05, 0.1, 0.15, 0.25]));
    const cashOnDelivery = random.chance(0.4);
    const net = gross - discount;
    ids.order += 1;
    ids.shipment += 1;
    orders.push({
      id: ids.order,
      store_id: spec.id,
      customer_id: customerId,
      customer_name_en: `${first} ${last}`,
      user_email: email,
      created_at: iso(created),
      currency: spec.currency,
      status,
      total_price: money(gross),
      discount: money(discount),
      coupon_code: discountKind === "coupon" ? random.pick(COUPONS) : null,
      vat: spec.vatRate && random.chance(0.85) ? money((net * spec.vatRate) / (100 + spec.vatRate)) : null,
      dues_paid: cashOnDelivery ? status === "delivered" || (status.endsWith("returned") && random.chance(0.5)) : true,
      payment_methods: { cash_on_delivery: cashOnDelivery, card: !cashOnDelivery },
      address: {
        first_name: first,
        last_name: last,
        address1: `${random.int(1, 250)} ${random.pick(STREETS)}`,
        address2: random.chance(0.5) ? `Apartment ${random.int(1, 40)}${random.pick(["A", "B", "C"])}` : null,
        city: spec.city,
        contact_number: `${spec.dial}${random.int(10_000_000, 99_999_999)}`,
        contact_number_verified: random.chance(0.7),
      },
      shipment: products > 0 ? { id: ids.shipment, status, line_items: lineItems } : null,
      services: serviceItems,
    });
  }
  return orders;
}

/** About 120 orders for the demo vendor and a few dozen for each other demo store. */
export function seedOrders() {
  const random = createRandom(SEED + 4);
  const ids = { order: 24_000, item: 880_000, shipment: 60_000 };
  const orders = STORES.flatMap((spec) => seedStoreOrders(spec, random, ids));
  return { orders };
}
