import { describe, expect, it } from "vitest";
import { PDFDocument } from "@cantoo/pdf-lib";
import { db } from "@/mocks/db";
import type { MockOrder } from "@/mocks/seed/orders-seed";
import { callMockApi, type DemoAccount } from "../support/mock-api";

// The embedded mock API's order contract (document 1 §7.4), exercised over HTTP as the app does.

function ordersOf(storeId: number): MockOrder[] {
  return db.state.orders.filter((order) => order.store_id === storeId);
}

describe("orders seed", () => {
  it("gives the demo vendor about 120 orders and each other demo store a few dozen, every status included", () => {
    expect(ordersOf(1).length).toBeGreaterThanOrEqual(110);
    for (const storeId of [2, 3]) expect(ordersOf(storeId).length).toBeGreaterThanOrEqual(24);
    for (const storeId of [1, 2, 3]) {
      const orders = ordersOf(storeId);
      const statuses = new Set(orders.map((order) => order.status));
      for (const status of [
        "pending",
        "processing",
        "shipped",
        "delivered",
        "cancelled",
        "rejected",
        "partially_returned",
        "fully_returned",
      ]) {
        expect(statuses, `store ${storeId} has a ${status} order`).toContain(status);
      }
      expect(
        orders.some((order) => !order.shipment && order.services.length > 0),
        "service-only",
      ).toBe(true);
      expect(
        orders.some((order) => order.shipment && order.status === "pending"),
        "pending shipment",
      ).toBe(true);
      expect(
        orders.some((order) => !order.shipment && order.services[0].status === "pending"),
        "pending service-only",
      ).toBe(true);
    }
    const all = db.state.orders;
    expect(all.some((order) => order.coupon_code)).toBe(true);
    expect(all.some((order) => !order.coupon_code)).toBe(true);
    expect(all.some((order) => Number(order.discount) > 0 && !order.coupon_code)).toBe(true);
    expect(all.some((order) => Number(order.discount) === 0)).toBe(true);
    expect(all.some((order) => order.vat !== null) && all.some((order) => order.vat === null)).toBe(true);
    expect(all.some((order) => order.payment_methods.cash_on_delivery && order.dues_paid)).toBe(true);
    expect(all.some((order) => order.payment_methods.cash_on_delivery && !order.dues_paid)).toBe(true);
    expect(new Set(all.map((order) => order.id)).size).toBe(all.length);
  });

  it("is the same on every reset", () => {
    const first = JSON.stringify(db.state.orders);
    db.reset();
    expect(JSON.stringify(db.state.orders)).toBe(first);
  });
});

describe("orders endpoints", () => {
  it("counts the tabs consistently with the list", async () => {
    const tabs = (await (await callMockApi("vendor", "/vendor/orders/tabs")).json()).data as Record<string, number>;
    expect(tabs.all).toBe(ordersOf(1).length);
    const byStatus = Object.entries(tabs).filter(([tab]) => tab !== "all");
    expect(byStatus.reduce((sum, [, count]) => sum + count, 0)).toBe(tabs.all);
    const list = await (await callMockApi("vendor", "/vendor/orders?page=1&records_per_page=10&with_status=pending")).json();
    expect(list.data.pagination.total_pages).toBe(Math.ceil(tabs.pending / 10));
    expect(list.data.orders.every((order: { status: string }) => order.status === "pending")).toBe(true);
    expect(Object.keys(list.data.orders[0]).sort()).toEqual(["discount", "id", "item_count", "status", "total_price", "user_email"]);
  });

  it("searches by order number and customer e-mail, newest first, only the caller's store", async () => {
    const target = ordersOf(1)[5];
    const byNumber = await (await callMockApi("vendor", `/vendor/orders?page=1&records_per_page=10&search=${target.id}`)).json();
    expect(byNumber.data.orders.map((order: { id: number }) => order.id)).toContain(target.id);
    const byEmail = await (
      await callMockApi("vendor", `/vendor/orders?page=1&records_per_page=10&search=${encodeURIComponent(target.user_email.toUpperCase())}`)
    ).json();
    expect(byEmail.data.orders.every((order: { user_email: string }) => order.user_email === target.user_email)).toBe(true);
    const other = await callMockApi("limited", `/vendor/orders/${target.id}`);
    expect(other.status).toBe(404);
    const ids = (await (await callMockApi("vendor", "/vendor/orders?page=1&records_per_page=10")).json()).data.orders.map(
      (order: { id: number }) => order.id,
    );
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it("enforces the transition rules and answers 422 for an illegal move", async () => {
    const pending = ordersOf(1).find((order) => order.shipment && order.status === "pending")!;
    const put = (account: DemoAccount, id: number, status: string) =>
      callMockApi(account, `/vendor/orders/${id}`, { method: "PUT", body: JSON.stringify({ order: { status } }) });
    expect((await put("vendor", pending.id, "delivered")).status).toBe(422);
    expect((await put("vendor", pending.id, "pending")).status).toBe(422);
    const moved = await put("vendor", pending.id, "processing");
    expect(moved.status).toBe(200);
    const body = await moved.json();
    expect(body.data.shipment.status).toBe("processing");
    expect(body.data.shipment.line_items.every((item: { status: string }) => item.status === "processing")).toBe(true);
    expect((await put("vendor", pending.id, "shipped")).status).toBe(200);
    expect((await put("vendor", pending.id, "delivered")).status).toBe(200);
    expect((await put("vendor", pending.id, "processing")).status).toBe(422);

    const limitedPending = ordersOf(2).find((order) => order.shipment && order.status === "pending")!;
    expect((await put("limited", limitedPending.id, "rejected")).status).toBe(422);
    const vendorPending = ordersOf(1).find((order) => order.shipment && order.status === "pending")!;
    expect((await put("vendor", vendorPending.id, "rejected")).status).toBe(200);

    const service = ordersOf(1).find((order) => !order.shipment && order.status === "pending")!;
    expect((await put("vendor", service.id, "rejected")).status).toBe(422);
    expect((await put("vendor", service.id, "processing")).status).toBe(200);
    expect((await put("vendor", service.id, "shipped")).status).toBe(422);
    expect((await put("vendor", service.id, "delivered")).status).toBe(200);
    expect((await put("vendor", 999999, "processing")).status).toBe(404);
  });

  it("renders the receipt and the packing slip as real PDFs of the order", async () => {
    const order = ordersOf(1).find((candidate) => candidate.shipment && candidate.coupon_code)!;
    for (const kind of ["receipt", "packing_slip"]) {
      const response = await callMockApi("vendor", `/vendor/orders/${order.id}/${kind}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toContain(`Order #${order.id}`);
    }
    expect((await callMockApi("vendor", "/vendor/orders/999999/receipt")).status).toBe(404);
  });

  it("lists one customer's orders", async () => {
    const order = ordersOf(1)[0];
    const body = await (await callMockApi("vendor", `/vendor/orders/by_customer_id?customer_id=${order.customer_id}`)).json();
    expect(body.data.orders.length).toBeGreaterThan(0);
    expect(body.data.orders.every((item: { user_email: string }) => item.user_email === order.user_email)).toBe(true);
  });

  it("creates a dispute on a delivered item into the disputes collection, once", async () => {
    const order = ordersOf(1).find((candidate) => candidate.shipment?.line_items[0].status === "delivered")!;
    const item = order.shipment!.line_items[0];
    const before = db.state.disputes.length;
    const post = (description: string, lineItemId = item.id, role = "vendor") =>
      callMockApi("vendor", `/common/disputes?role=${role}`, {
        method: "POST",
        body: JSON.stringify({ dispute: { order_id: order.id, line_item_id: lineItemId, description } }),
      });
    expect((await post("short")).status).toBe(422);
    expect((await post("Long enough description", item.id, "customer")).status).toBe(400);
    const created = await post("The parcel arrived damaged.");
    expect(created.status).toBe(201);
    expect(db.state.disputes).toHaveLength(before + 1);
    expect(db.state.disputes.at(-1)).toMatchObject({ order_id: order.id, line_item_id: item.id, status: "open", store_id: 1, replies: [] });
    expect((await post("The parcel arrived damaged again.")).status).toBe(422);
    const pendingItem = ordersOf(1).find((candidate) => candidate.status === "pending" && candidate.shipment)!;
    const notDelivered = await callMockApi("vendor", "/common/disputes?role=vendor", {
      method: "POST",
      body: JSON.stringify({
        dispute: { order_id: pendingItem.id, line_item_id: pendingItem.shipment!.line_items[0].id, description: "Long enough description" },
      }),
    });
    expect(notDelivered.status).toBe(422);
  });
});
