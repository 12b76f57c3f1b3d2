import type { KnownReturnStatus, ReturnDetail, ReturnLineItem, ReturnListItem } from "@/domain/returns";
import { DAY_MS, SEED, SEED_NOW, createRandom } from "../random";
import { seedPerStore } from "./shell-seed";

/**
 * A return (refund) as the server keeps it: the list item fields (document 1 §3 "Return list
 * item") plus the detail ("Return detail"), and the store it belongs to.
 */
export type MockRefund = ReturnListItem &
  ReturnDetail & {
    store_id: number;
    order_id: number;
    item_type: "Product" | "Service";
    status: KnownReturnStatus;
    refund_method: "bank" | "wallet" | null;
    reason: string;
    address: { first_name: string; address1: string; contact_number: string };
    line_item: ReturnLineItem & { sku: string; sale_price: string; price: string; store_name_en: string };
  };

/** The list item the server sends for a return. */
export function refundListItem(refund: MockRefund) {
  const { id, order_id, product_name_en, line_item_name_en, item_type, status, created_at } = refund;
  return { id, order_id, product_name_en, line_item_name_en, item_type, status, created_at };
}

/** The detail the server sends for a return. */
export function refundDetail(refund: MockRefund) {
  const { store_id: _store, product_name_en: _product, line_item_name_en: _name, ...detail } = refund;
  return detail;
}

/** A small square picture as a data URL, so the demo works offline. */
export function placeholderImage(label: string, hue: number, size: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="12" fill="hsl(${hue} 60% 85%)"/>` +
    `<text x="50" y="62" font-family="sans-serif" font-size="36" text-anchor="middle" fill="hsl(${hue} 50% 30%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PRODUCTS = [
  { name: "Linen Shirt", brand: "Coastline", variants: ["Blue / M", "White / L", "Sand / S"] },
  { name: "Ceramic Mug", brand: "Kiln & Co", variants: ["350 ml"] },
  { name: "Leather Wallet", brand: "Atlas Goods", variants: ["Brown", "Black"] },
  { name: "Running Shoes", brand: "Stride", variants: ["42", "43", "44"] },
  { name: "Desk Lamp", brand: "Lumen", variants: [] },
] as const;

const SERVICES = ["Home Deep Cleaning", "AC Maintenance Visit", "Sofa Shampoo Service"] as const;

const REASONS = [
  "Item arrived damaged",
  "Wrong size delivered",
  "Not as described",
  "Changed my mind",
  "Service was not completed",
] as const;

/** Pickup addresses in each store's country (1 UAE, 2 KSA, 3 Egypt). */
const CUSTOMERS: Record<number, readonly { first_name: string; address1: string; contact_number: string }[]> = {
  1: [
    { first_name: "Sara", address1: "Villa 7, Al Wasl Road, Dubai", contact_number: "+971501112233" },
    { first_name: "Khalid", address1: "Flat 1203, Marina Heights, Dubai", contact_number: "+971552224455" },
  ],
  2: [
    { first_name: "Faisal", address1: "King Fahd Road, Building 4, Riyadh", contact_number: "+966501234567" },
    { first_name: "Noura", address1: "Al Olaya Street 18, Riyadh", contact_number: "+966559876543" },
  ],
  3: [
    { first_name: "Mona", address1: "12 Tahrir Street, Cairo", contact_number: "+201001234567" },
    { first_name: "Youssef", address1: "5 Corniche Road, Alexandria", contact_number: "+201227654321" },
  ],
};

/** Status × method × kind × price case; each store gets a run through it (store 1 over two pages). */
const CASES: { status: MockRefund["status"]; method: MockRefund["refund_method"]; service: boolean; discounted: boolean }[] = [
  { status: "requested", method: "bank", service: false, discounted: true },
  { status: "requested", method: "wallet", service: true, discounted: false },
  { status: "approved", method: "bank", service: false, discounted: false },
  { status: "approved", method: "wallet", service: false, discounted: true },
  { status: "completed", method: "bank", service: true, discounted: true },
  { status: "completed", method: "wallet", service: false, discounted: false },
  { status: "completed", method: null, service: false, discounted: true },
  { status: "rejected", method: "bank", service: false, discounted: false },
  { status: "rejected", method: "wallet", service: true, discounted: false },
  { status: "requested", method: null, service: false, discounted: false },
  { status: "approved", method: "bank", service: true, discounted: true },
  { status: "completed", method: "bank", service: false, discounted: false },
  { status: "requested", method: "wallet", service: false, discounted: true },
];

const PER_STORE: Record<number, number> = { 1: 13, 2: 9, 3: 4 };

export function seedReturns(): { refunds: MockRefund[] } {
  const random = createRandom(SEED + 5);
  const refunds = seedPerStore(PER_STORE, 4, 700, (store, index, id): MockRefund => {
    const kind = CASES[index % CASES.length];
    const product = random.pick(PRODUCTS);
    const variant = product.variants.length ? random.pick(product.variants) : null;
    const service = random.pick(SERVICES);
    const itemName = kind.service ? service : product.name;
    const price = random.int(40, 900);
    const sale = kind.discounted ? Math.round(price * (0.6 + random.next() * 0.3)) : price;
    const hue = random.int(0, 359);
    const initials = itemName
      .split(" ")
      .map((word) => word[0])
      .join("")
      .slice(0, 2);
    return {
      id,
      store_id: store.id,
      order_id: 5000 + store.id * 100 + index,
      product_name_en: kind.service ? null : product.name,
      line_item_name_en: kind.service ? service : variant,
      item_type: kind.service ? "Service" : "Product",
      status: kind.status,
      refund_method: kind.method,
      reason: random.pick(REASONS),
      // Newest first in the list: later cases are older.
      created_at: new Date(SEED_NOW - index * DAY_MS - random.int(1, 600) * 60_000).toISOString(),
      address: { ...random.pick(CUSTOMERS[store.country_id] ?? CUSTOMERS[1]) },
      line_item: {
        featured_image: index % 5 === 4 ? null : placeholderImage(initials, hue, 250),
        featured_image_resized: index % 3 === 2 ? null : placeholderImage(initials, hue, 100),
        brand_name_en: kind.service ? null : product.brand,
        product_name_en: kind.service ? null : product.name,
        variant_name_en: kind.service ? null : variant,
        service_name_en: kind.service ? service : null,
        sku: `${kind.service ? "SRV" : "SKU"}-${store.id}${String(index).padStart(3, "0")}`,
        currency: store.currency,
        sale_price: sale.toFixed(2),
        price: price.toFixed(2),
        store_name_en: store.name_en,
      },
    };
  });
  return { refunds };
}
