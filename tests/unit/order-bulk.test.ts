import { describe, expect, it } from "vitest";
import { selectedRecordIds } from "@/domain/bulk-run";
import { bulkStatusDecision, bulkTargetStatuses, summariseBulkStatus, type BulkOutcome } from "@/domain/order-bulk";
import type { ItemStatus, OrderDetail, OrderStatus } from "@/domain/orders";

const canReject = { can_manage_product: true, can_reject_order: true };
const cannotReject = { can_manage_product: true, can_reject_order: false };

function withShipment(status: OrderStatus): Pick<OrderDetail, "shipment" | "services"> {
  return { shipment: { status, line_items: [] }, services: [] };
}

function serviceOnly(status: ItemStatus): Pick<OrderDetail, "shipment" | "services"> {
  return { shipment: null, services: [{ id: 1, orderable_type: "Service", status, price: 10, quantity: 1 }] };
}

describe("bulkTargetStatuses", () => {
  it("offers every status an order can be moved to, rejected only with can_reject_order", () => {
    expect(bulkTargetStatuses(canReject)).toEqual(["processing", "shipped", "delivered", "rejected"]);
    expect(bulkTargetStatuses(cannotReject)).toEqual(["processing", "shipped", "delivered"]);
    expect(bulkTargetStatuses(null)).toEqual(["processing", "shipped", "delivered"]);
  });
});

describe("bulkStatusDecision (document 1 §4.4 per order)", () => {
  it("sends the allowed moves of an order with a shipment", () => {
    expect(bulkStatusDecision(withShipment("pending"), "processing", cannotReject)).toEqual({ send: true, from: "pending" });
    expect(bulkStatusDecision(withShipment("processing"), "shipped", cannotReject)).toEqual({ send: true, from: "processing" });
    expect(bulkStatusDecision(withShipment("shipped"), "delivered", cannotReject)).toEqual({ send: true, from: "shipped" });
    expect(bulkStatusDecision(withShipment("pending"), "rejected", canReject)).toEqual({ send: true, from: "pending" });
  });

  it("skips a rejection when the store lacks can_reject_order", () => {
    expect(bulkStatusDecision(withShipment("pending"), "rejected", cannotReject)).toEqual({
      send: false,
      from: "pending",
      reason: "cannotReject",
    });
    expect(bulkStatusDecision(withShipment("pending"), "rejected", null)).toEqual({ send: false, from: "pending", reason: "cannotReject" });
  });

  it("skips an order already in the status (an update is sent only when the status differs)", () => {
    expect(bulkStatusDecision(withShipment("shipped"), "shipped", canReject)).toEqual({
      send: false,
      from: "shipped",
      reason: "alreadyInStatus",
    });
  });

  it("skips moves the table does not list: backwards, skipping a step, or from a final status", () => {
    expect(bulkStatusDecision(withShipment("pending"), "delivered", canReject)).toMatchObject({ send: false, reason: "notAllowed" });
    expect(bulkStatusDecision(withShipment("delivered"), "processing", canReject)).toMatchObject({ send: false, reason: "notAllowed" });
    expect(bulkStatusDecision(withShipment("processing"), "rejected", canReject)).toMatchObject({ send: false, reason: "notAllowed" });
    for (const status of ["cancelled", "rejected", "partially_returned", "fully_returned"] as const) {
      expect(bulkStatusDecision(withShipment(status), "processing", canReject)).toMatchObject({
        send: false,
        from: status,
        reason: "notAllowed",
      });
    }
  });

  it("moves a service-only order pending → processing → delivered, never rejected or shipped", () => {
    expect(bulkStatusDecision(serviceOnly("pending"), "processing", canReject)).toEqual({ send: true, from: "pending" });
    expect(bulkStatusDecision(serviceOnly("processing"), "delivered", canReject)).toEqual({ send: true, from: "processing" });
    expect(bulkStatusDecision(serviceOnly("pending"), "rejected", canReject)).toEqual({
      send: false,
      from: "pending",
      reason: "serviceOnly",
    });
    expect(bulkStatusDecision(serviceOnly("processing"), "shipped", canReject)).toEqual({
      send: false,
      from: "processing",
      reason: "serviceOnly",
    });
    expect(bulkStatusDecision(serviceOnly("delivered"), "processing", canReject)).toEqual({
      send: false,
      from: "delivered",
      reason: "notAllowed",
    });
    expect(bulkStatusDecision(serviceOnly("return_requested"), "delivered", canReject)).toEqual({
      send: false,
      from: "return_requested",
      reason: "notAllowed",
    });
  });

  it("skips an order that shows no status at all", () => {
    expect(bulkStatusDecision({ shipment: null, services: [] }, "processing", canReject)).toEqual({
      send: false,
      from: null,
      reason: "noStatus",
    });
  });
});

describe("summariseBulkStatus", () => {
  const changed: BulkOutcome = { id: 11, result: "changed", from: "pending", to: "processing" };
  const skipped: BulkOutcome = { id: 12, result: "skipped", from: "delivered", reason: "notAllowed" };
  const failed: BulkOutcome = { id: 13, result: "failed", message: "Status cannot change from pending to processing" };

  it("counts changed, lists skipped with reasons and failed with the server's message, in the order selected", () => {
    const summary = summariseBulkStatus("processing", [failed, changed, skipped, { ...changed, id: 14 }]);
    expect(summary.total).toBe(4);
    expect(summary.changed.map((outcome) => outcome.id)).toEqual([11, 14]);
    expect(summary.skipped).toEqual([skipped]);
    expect(summary.failed).toEqual([failed]);
    expect(summary.target).toBe("processing");
    expect(summary.tone).toBe("warning");
  });

  it("is a success when every order changed and an error when none did and some failed", () => {
    expect(summariseBulkStatus("shipped", [changed]).tone).toBe("success");
    expect(summariseBulkStatus("shipped", [failed, skipped]).tone).toBe("error");
    expect(summariseBulkStatus("shipped", [skipped]).tone).toBe("warning");
    expect(summariseBulkStatus("shipped", []).tone).toBe("warning");
  });
});

describe("selectedRecordIds", () => {
  it("keeps the grid's ids as numbers, once each, in order", () => {
    expect(selectedRecordIds(new Set<string | number>([3, "5", 3, "x", 0, 7]))).toEqual([3, 5, 7]);
  });
});
