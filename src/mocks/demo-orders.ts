import { db } from "./db";
import type { MockOrder } from "./seed/orders-seed";

/** The highest id in use among the orders, or among their items and shipments. */
function highest(ids: number[]): number {
  return ids.reduce((max, id) => Math.max(max, id), 0);
}

/**
 * A customer places an order with the store (issue 33, the demo's "Add a demo order"): a new
 * pending order like one the store already has, placed now, with fresh ids, counted on the
 * dashboard. Tests call it directly
 * (Vitest) or through the demo control's call (`POST /__mock__/orders`). Null for a store with no
 * order to model it on.
 */
export function addDemoOrder(storeId: number): MockOrder | null {
  const own = db.state.orders.filter((order) => order.store_id === storeId);
  const model = own.find((order) => order.shipment && order.services.length === 0) ?? own[0];
  if (!model) return null;
  const order = structuredClone(model);
  const items = db.state.orders.flatMap((entry) => [...(entry.shipment?.line_items ?? []), ...entry.services]);
  let itemId = highest(items.map((item) => item.id));
  order.id = highest(db.state.orders.map((entry) => entry.id)) + 1;
  order.created_at = new Date(db.now()).toISOString();
  order.status = "pending";
  order.dues_paid = false;
  if (order.shipment) {
    order.shipment.id = highest(db.state.orders.map((entry) => entry.shipment?.id ?? 0)) + 1;
    order.shipment.status = "pending";
  }
  for (const item of [...(order.shipment?.line_items ?? []), ...order.services]) {
    itemId += 1;
    Object.assign(item, { id: itemId, status: "pending" });
  }
  db.state.orders.push(order);
  // The dashboard's figures are stored apart from the orders: they count the new one too.
  const dashboard = db.state.dashboards[storeId];
  if (dashboard) Object.assign(dashboard, { new_orders: dashboard.new_orders + 1, all_orders: dashboard.all_orders + 1 });
  db.changed(["orders", "dashboards"]);
  return order;
}
