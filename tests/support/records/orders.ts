import { db } from "@/mocks/db";
import type { MockOrder, MockOrderAddress, MockOrderItem } from "@/mocks/seed/orders-seed";
import { nowIso, storeOf, type Overrides } from "./common";

type ItemOverrides = Overrides<MockOrderItem>;

/**
 * Order, shipment and item ids follow the highest held, as the mock numbers an order placed now
 * (demo-orders.ts): the orders list sorts by id, so a new order comes first, as a customer's would.
 */
const after = (ids: number[]) => Math.max(0, ...ids) + 1;
const allItems = () => db.state.orders.flatMap((order) => [...(order.shipment?.line_items ?? []), ...order.services]);

/** What `makeOrder` takes: the order's own fields, part of its address, and its items. */
export type OrderOverrides = Overrides<Omit<MockOrder, "address" | "shipment" | "services">> & {
  address?: Partial<MockOrderAddress>;
  /** The shipment's product items (one unless told); none makes a service-only order, without a shipment. */
  items?: ItemOverrides[];
  /** The booked services (none unless told). */
  services?: ItemOverrides[];
};

function productItem(id: number, status: string, storeName: string, overrides: ItemOverrides): MockOrderItem {
  const product = overrides.product_name_en ?? "Oud Perfume";
  const variant = overrides.variant_name_en === undefined ? "50 ml" : overrides.variant_name_en;
  return {
    id,
    orderable_type: "Product",
    name_en: variant ? `${product} - ${variant}` : product,
    product_name_en: product,
    variant_name_en: variant,
    service_name_en: null,
    brand_name_en: "Arabian Oud",
    sku: "SKU-OUD-1042",
    status,
    start_at: null,
    end_at: null,
    store_name_en: storeName,
    price: "180.00",
    quantity: 1,
    featured_image: null,
    featured_image_resized: null,
    ...overrides,
  };
}

function serviceItem(id: number, status: string, storeName: string, overrides: ItemOverrides): MockOrderItem {
  const service = overrides.service_name_en ?? overrides.name_en ?? "Home Deep Cleaning";
  return {
    id,
    orderable_type: "Service",
    name_en: service,
    product_name_en: null,
    variant_name_en: null,
    service_name_en: service,
    brand_name_en: "SparkleCare",
    sku: "SRV-HOM-310",
    status,
    start_at: "2026-11-05T08:00:00.000Z",
    end_at: "2026-11-05T10:00:00.000Z",
    store_name_en: storeName,
    price: "250.00",
    quantity: 1,
    featured_image: null,
    featured_image_resized: null,
    ...overrides,
  };
}

/**
 * An order of store 1, pending and paid by card unless told, placed now (the newest, first in the list). Its
 * shipment and every item carry the order's status unless an item names its own; the subtotal is
 * the items' sum, with no discount, coupon or VAT.
 */
export function makeOrder(overrides: OrderOverrides = {}): MockOrder {
  const { address, items = [{}], services = [], ...fields } = overrides;
  const store = storeOf(fields.store_id);
  const status = fields.status ?? "pending";
  const firstItem = after(allItems().map((item) => item.id));
  const lineItems = items.map((item, index) => productItem(firstItem + index, status, store.name_en, item));
  const serviceItems = services.map((item, index) => serviceItem(firstItem + items.length + index, status, store.name_en, item));
  const subtotal = [...lineItems, ...serviceItems].reduce((sum, item) => sum + Number(item.price) * item.quantity, 0);
  const order: MockOrder = {
    id: after(db.state.orders.map((order) => order.id)),
    store_id: store.id,
    customer_id: 500 + store.id * 100 + 1,
    customer_name_en: "Layla Haddad",
    user_email: "layla.haddad@mail.test",
    created_at: nowIso(),
    currency: store.currency,
    status,
    total_price: subtotal.toFixed(2),
    discount: "0.00",
    coupon_code: null,
    vat: null,
    dues_paid: true,
    payment_methods: { cash_on_delivery: false, card: true },
    address: {
      first_name: "Layla",
      last_name: "Haddad",
      address1: "12 Corniche Street",
      address2: null,
      city: "Dubai",
      contact_number: "+971501234567",
      contact_number_verified: true,
      ...address,
    },
    shipment:
      lineItems.length > 0 ? { id: after(db.state.orders.map((order) => order.shipment?.id ?? 0)), status, line_items: lineItems } : null,
    services: serviceItems,
    ...fields,
  };
  db.state.orders.push(order);
  db.changed();
  return order;
}
