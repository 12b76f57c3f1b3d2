import { db } from "@/mocks/db";
import { objectUrl } from "@/lib/object-storage";
import type { MockDispute } from "@/mocks/seed/disputes-seed";
import type { MockOrder } from "@/mocks/seed/orders-seed";
import type { MockRefund } from "@/mocks/seed/returns-seed";
import { demoKey } from "./storage-keys";

/**
 * Record factories: a test builds the records it needs in the mock database, with the fields it
 * cares about given and sensible defaults for the rest, instead of searching the seed for one that
 * happens to fit and editing it. Each record gets a fresh id from the database (`db.nextId()`); the
 * database is reset after every test (setup-msw.ts), so a record lives for its test only. Below
 * them, the helpers several files share for the demo vendor's seeded orders and stored images.
 */

type Overrides<T> = Partial<Omit<T, "id">>;

/** A return of store 1 (the demo vendor's), requested and refunded to the bank unless told otherwise. */
export function makeRefund(overrides: Overrides<MockRefund> = {}): MockRefund {
  const refund: MockRefund = {
    id: db.nextId(),
    store_id: 1,
    order_id: 5100,
    product_name_en: "Cordless Drill",
    line_item_name_en: "18 V",
    item_type: "Product",
    status: "requested",
    refund_method: "bank",
    reason: "Arrived damaged",
    created_at: new Date(db.now()).toISOString(),
    address: { first_name: "Layla Haddad", address1: "12 Palm Street, Riyadh", contact_number: "+966500000001" },
    line_item: {
      featured_image: null,
      featured_image_resized: null,
      brand_name_en: "Makita",
      product_name_en: "Cordless Drill",
      variant_name_en: "18 V",
      service_name_en: null,
      sku: "SKU-1999",
      currency: "SAR",
      sale_price: "250.00",
      price: "300.00",
      store_name_en: db.state.stores.find((store) => store.id === (overrides.store_id ?? 1))?.name_en ?? "Store",
    },
    ...overrides,
  };
  db.state.refunds.unshift(refund);
  db.changed();
  return refund;
}

/** An open dispute of store 1 with an empty thread, dated now (first in the store's list). */
export function makeDispute(overrides: Overrides<MockDispute> = {}): MockDispute {
  const dispute: MockDispute = {
    id: db.nextId(),
    order_id: 24001,
    line_item_id: 880001,
    description: "The parcel arrived open",
    status: "open",
    created_at: new Date(db.now()).toISOString(),
    customer_name_en: "Sara Nasser",
    customer_email: "customer@demo.test",
    store_name_en: db.state.stores.find((store) => store.id === (overrides.store_id ?? 1))?.name_en ?? "Store",
    store_id: 1,
    replies: [],
    ...overrides,
  };
  db.state.disputes.push(dispute);
  db.changed();
  return dispute;
}

/** The demo vendor's (store 1's) orders as its list first shows them: newest id first. */
export function vendorOrders(): MockOrder[] {
  return db.state.orders.filter((order) => order.store_id === 1).sort((a, b) => b.id - a.id);
}

/** Puts an order, its shipment, the shipment's items and its services in `status`, as the server keeps them in step. */
export function setOrderStatus(order: MockOrder, status: string) {
  order.status = status;
  if (order.shipment) {
    order.shipment.status = status;
    order.shipment.line_items.forEach((item) => (item.status = status));
  }
  order.services.forEach((item) => (item.status = status));
}

/**
 * Small PNGs the demo seller uploaded to the bucket's images folder, one per name: their object
 * keys and the URLs a record lists them by.
 */
export function storeDemoImages(...names: string[]): { keys: string[]; urls: string[] } {
  const keys = names.map((name) => demoKey("media/images", name));
  for (const key of keys)
    db.state.objects[key] = { contentType: "image/png", size: 4, uploaded_at: "2026-11-01T09:00:00.000Z", base64: "iVBORw==" };
  return { keys, urls: keys.map((key) => objectUrl(key)) };
}
