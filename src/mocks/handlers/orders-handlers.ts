import { ORDER_TAB_STATUSES } from "@/config/contract";
import { http, HttpResponse } from "msw";
import { db } from "../db";
import { COMMON, VENDOR, fail, invalid, notFound, ok, paginate, readBody, vendor } from "../http-kit";
import type { MockDispute } from "../seed/disputes-seed";
import type { MockOrder } from "../seed/orders-seed";
import type { MockStore } from "../seed/shell-seed";
import { orderDocument, type OrderDocumentKind } from "./order-documents";
import { matchesSearch } from "../text-search";

/**
 * The server's order endpoints (document 1 §7.4) and dispute creation from an order (§7.6).
 * The transition rule is the server's own (§4.4), written here independently of the client.
 */

const SHIPMENT_MOVES: Record<string, string[]> = { pending: ["processing", "rejected"], processing: ["shipped"], shipped: ["delivered"] };
const SERVICE_MOVES: Record<string, string[]> = { pending: ["processing"], processing: ["delivered"] };

const DISPUTE_MIN = 10;

function ownOrders(store: MockStore): MockOrder[] {
  return db.state.orders.filter((order) => order.store_id === store.id);
}

function ownOrder(store: MockStore, id: string | undefined): MockOrder | undefined {
  return db.state.orders.find((order) => order.store_id === store.id && String(order.id) === String(id));
}

function itemCount(order: MockOrder): number {
  return (order.shipment?.line_items.length ?? 0) + order.services.length;
}

function listItem(order: MockOrder) {
  return {
    id: order.id,
    item_count: itemCount(order),
    user_email: order.user_email,
    status: order.status,
    total_price: order.total_price,
    discount: order.discount,
  };
}

function detail(order: MockOrder) {
  const { store_id: _store, customer_name_en: _name, ...rest } = order;
  return rest;
}

function currentStatus(order: MockOrder): string {
  return order.shipment ? order.shipment.status : (order.services[0]?.status ?? order.status);
}

/** Why the server refuses a move, or null when it is allowed. */
function refusal(order: MockOrder, store: MockStore, next: unknown): string | null {
  if (typeof next !== "string" || next.trim() === "") return "Status can't be blank";
  const from = currentStatus(order);
  if (next === from) return `Order is already ${from}`;
  const moves = (order.shipment ? SHIPMENT_MOVES : SERVICE_MOVES)[from] ?? [];
  if (!moves.includes(next)) return `Status cannot change from ${from} to ${next}`;
  if (next === "rejected" && !store.can_reject_order) return "Your store is not allowed to reject orders";
  return null;
}

function applyStatus(order: MockOrder, next: string) {
  order.status = next;
  if (order.shipment) {
    order.shipment.status = next;
    order.shipment.line_items.forEach((item) => (item.status = next));
  }
  order.services.forEach((item) => (item.status = next));
  if (next === "delivered" && order.payment_methods.cash_on_delivery) order.dues_paid = true;
}

function matches(order: MockOrder, search: string): boolean {
  return matchesSearch(search.trim().replace(/^#/, ""), String(order.id), order.user_email);
}

function documentHandler(kind: OrderDocumentKind) {
  return vendor<{ id: string }>(async ({ params, store }) => {
    const order = ownOrder(store, params.id);
    if (!order) return notFound("Order");
    const bytes = await orderDocument(order, store.name_en, kind);
    return new HttpResponse(bytes.slice().buffer as ArrayBuffer, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="order-${order.id}-${kind}.pdf"`,
      },
    });
  });
}

export const ordersHandlers = [
  http.get(
    `${VENDOR}/orders/tabs`,
    vendor(({ store }) => {
      const own = ownOrders(store);
      const counts: Record<string, number> = { all: own.length };
      for (const tab of ORDER_TAB_STATUSES) counts[tab] = own.filter((order) => order.status === tab).length;
      return ok(counts);
    }),
  ),
  http.get(
    `${VENDOR}/orders/by_customer_id`,
    vendor(({ request, store }) => {
      const customerId = new URL(request.url).searchParams.get("customer_id");
      if (!customerId) return fail(422, "customer_id is required", { customer_id: ["can't be blank"] });
      const own = ownOrders(store)
        .filter((order) => String(order.customer_id) === customerId)
        .sort((a, b) => b.id - a.id);
      const { items, pagination } = paginate(own, request);
      return ok({ orders: items.map(listItem), pagination });
    }),
  ),
  http.get(
    `${VENDOR}/orders`,
    vendor(({ request, store }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get("with_status")?.trim();
      const search = query.get("search")?.trim();
      const found = ownOrders(store)
        .filter((order) => !status || status === "all" || order.status === status)
        .filter((order) => !search || matches(order, search))
        .sort((a, b) => b.id - a.id);
      const { items, pagination } = paginate(found, request);
      return ok({ orders: items.map(listItem), pagination });
    }),
  ),
  http.get(
    `${VENDOR}/orders/:id`,
    vendor<{ id: string }>(({ params, store }) => {
      const order = ownOrder(store, params.id);
      return order ? ok(detail(order)) : notFound("Order");
    }),
  ),
  http.put(
    `${VENDOR}/orders/:id`,
    vendor<{ id: string }>(async ({ request, params, store }) => {
      const order = ownOrder(store, params.id);
      if (!order) return notFound("Order");
      const body = await readBody<{ order?: { status?: unknown } }>(request);
      const next = body.order?.status;
      const reason = refusal(order, store, next);
      if (reason) return fail(422, reason, { status: [reason] });
      applyStatus(order, next as string);
      return ok(detail(order), { message: "Order updated" });
    }),
  ),
  http.get(`${VENDOR}/orders/:id/receipt`, documentHandler("receipt")),
  http.get(`${VENDOR}/orders/:id/packing_slip`, documentHandler("packing_slip")),
  http.post(
    `${COMMON}/disputes`,
    vendor(async ({ request, store }) => {
      if (new URL(request.url).searchParams.get("role") !== "vendor") {
        return fail(400, "role is missing or not allowed", { role: ["must be vendor"] });
      }
      const body = await readBody<{ dispute?: { order_id?: unknown; line_item_id?: unknown; description?: unknown } }>(request);
      const input = body.dispute ?? {};
      const order = ownOrder(store, String(input.order_id ?? ""));
      if (!order) return notFound("Order");
      const item = [...(order.shipment?.line_items ?? []), ...order.services].find(
        (line) => String(line.id) === String(input.line_item_id),
      );
      if (!item) return notFound("Line item");
      const description = typeof input.description === "string" ? input.description.trim() : "";
      const refused = invalid({
        description: description.length < DISPUTE_MIN ? [`is too short (minimum is ${DISPUTE_MIN} characters)`] : [],
        line_item: item.status !== "delivered" ? ["must be delivered before a dispute can be raised"] : [],
      });
      if (refused) return refused;
      const open = db.state.disputes.some((dispute) => dispute.line_item_id === item.id && dispute.status === "open");
      if (open) return fail(422, "A dispute is already open for this item", { line_item: ["already has an open dispute"] });
      const dispute: MockDispute = {
        id: db.nextId(),
        order_id: order.id,
        line_item_id: item.id,
        description,
        status: "open",
        created_at: new Date(db.now()).toISOString(),
        customer_name_en: order.customer_name_en,
        customer_email: order.user_email,
        store_name_en: store.name_en,
        store_id: store.id,
        replies: [],
      };
      db.state.disputes.push(dispute);
      const { store_id: _store, ...created } = dispute;
      return ok(created, { status: 201, message: "Dispute created" });
    }),
  ),
];
