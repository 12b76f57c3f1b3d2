import { db } from "@/mocks/db";
import type { MockDispute } from "@/mocks/seed/disputes-seed";
import type { MockRefund } from "@/mocks/seed/returns-seed";
import { nowIso, storeOf, type Overrides } from "./common";

/** What `makeRefund` takes: the return's fields, and those of its item that matter to the test. */
export type RefundOverrides = Overrides<Omit<MockRefund, "line_item">> & { line_item?: Partial<MockRefund["line_item"]> };

/** A return of store 1 (the demo vendor's) in its currency, requested and refunded to the bank unless told otherwise. */
export function makeRefund(overrides: RefundOverrides = {}): MockRefund {
  const { line_item: item, ...fields } = overrides;
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
    created_at: nowIso(),
    address: { first_name: "Layla Haddad", address1: "12 Palm Street, Riyadh", contact_number: "+966500000001" },
    line_item: {
      featured_image: null,
      featured_image_resized: null,
      brand_name_en: "Makita",
      product_name_en: "Cordless Drill",
      variant_name_en: "18 V",
      service_name_en: null,
      sku: "SKU-1999",
      currency: storeOf(overrides.store_id).currency,
      sale_price: "250.00",
      price: "300.00",
      store_name_en: storeOf(overrides.store_id).name_en,
      ...item,
    },
    ...fields,
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
    created_at: nowIso(),
    customer_name_en: "Sara Nasser",
    customer_email: "customer@demo.test",
    store_name_en: storeOf(overrides.store_id).name_en,
    store_id: 1,
    replies: [],
    ...overrides,
  };
  db.state.disputes.push(dispute);
  db.changed();
  return dispute;
}
