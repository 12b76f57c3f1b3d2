import { db } from "@/mocks/db";
import { objectUrl } from "@/lib/object-storage";
import type { MockOrder } from "@/mocks/seed/orders-seed";
import { demoKey } from "../storage-keys";
import { makeObject } from "./objects";

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
  for (const key of keys) makeObject(key, { size: 4, uploaded_at: "2026-11-01T09:00:00.000Z", base64: "iVBORw==" });
  return { keys, urls: keys.map((key) => objectUrl(key)) };
}
