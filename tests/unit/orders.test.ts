import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, SERVICE_ITEM_STATUSES as SERVICE_STATUSES } from "@/config/contract";
import {
  allowedNextStatuses,
  canCreateDispute,
  cashOnDeliveryCompleted,
  currentOrderStatus,
  isDisputeDescriptionValid,
  itemDisplayName,
  itemImage,
  orderTotal,
  progressSegments,
  quantityUnit,
  shouldSendStatusUpdate,
  statusTone,
  summaryRows,
  type ItemStatus,
  type OrderDetail,
  type OrderItem,
  type OrderStatus,
} from "@/domain/orders";

const canReject = { can_manage_product: true, can_reject_order: true };
const cannotReject = { can_manage_product: true, can_reject_order: false };

function item(status: ItemStatus, overrides: Partial<OrderItem> = {}): OrderItem {
  return { id: 1, orderable_type: "Product", status, price: 10, quantity: 1, ...overrides };
}

function shipmentOrder(status: OrderStatus): Pick<OrderDetail, "shipment" | "services"> {
  return { shipment: { status, line_items: [item(status)] }, services: [] };
}

function serviceOrder(status: ItemStatus): Pick<OrderDetail, "shipment" | "services"> {
  return { shipment: null, services: [item(status, { orderable_type: "Service" })] };
}

describe("allowedNextStatuses: orders with a shipment (§4.4)", () => {
  const withFlag: Record<OrderStatus, ItemStatus[]> = {
    pending: ["processing", "rejected"],
    processing: ["shipped"],
    shipped: ["delivered"],
    delivered: [],
    cancelled: [],
    rejected: [],
    partially_returned: [],
    fully_returned: [],
  };
  const withoutFlag: Record<OrderStatus, ItemStatus[]> = { ...withFlag, pending: ["processing"] };

  it.each(ORDER_STATUSES)("from %s when the store has can_reject_order", (status) => {
    expect(allowedNextStatuses(shipmentOrder(status), canReject)).toEqual(withFlag[status]);
  });

  it.each(ORDER_STATUSES)("from %s when the store lacks can_reject_order", (status) => {
    expect(allowedNextStatuses(shipmentOrder(status), cannotReject)).toEqual(withoutFlag[status]);
  });

  it("never offers rejection without a stored store", () => {
    expect(allowedNextStatuses(shipmentOrder("pending"), null)).toEqual(["processing"]);
  });

  it("reads the shipment's status even when services are present", () => {
    const mixed = { shipment: { status: "shipped" as const, line_items: [] }, services: [item("pending", { orderable_type: "Service" })] };
    expect(allowedNextStatuses(mixed, canReject)).toEqual(["delivered"]);
  });
});

describe("allowedNextStatuses: service-only orders (§4.4)", () => {
  const table: Record<(typeof SERVICE_STATUSES)[number], ItemStatus[]> = {
    pending: ["processing"],
    processing: ["delivered"],
    shipped: [],
    delivered: [],
    cancelled: [],
    rejected: [],
    returned: [],
    return_requested: [],
    return_rejected: [],
  };

  it.each(SERVICE_STATUSES)("from %s, whatever the store flags", (status) => {
    expect(allowedNextStatuses(serviceOrder(status), canReject)).toEqual(table[status]);
    expect(allowedNextStatuses(serviceOrder(status), cannotReject)).toEqual(table[status]);
  });

  it("offers nothing for an order with neither shipment nor services", () => {
    expect(allowedNextStatuses({ shipment: null, services: [] }, canReject)).toEqual([]);
    expect(currentOrderStatus({ shipment: null, services: null })).toBeNull();
  });
});

describe("shouldSendStatusUpdate", () => {
  it("sends only a different, chosen status", () => {
    expect(shouldSendStatusUpdate("pending", "processing")).toBe(true);
    expect(shouldSendStatusUpdate("pending", "pending")).toBe(false);
    expect(shouldSendStatusUpdate("pending", "")).toBe(false);
    expect(shouldSendStatusUpdate("pending", undefined)).toBe(false);
  });
});

describe("progress bar and tones (§4.4)", () => {
  it.each([
    ["pending", 1],
    ["processing", 2],
    ["shipped", 3],
    ["delivered", 4],
  ])("%s fills %i of 4 segments", (status, filled) => {
    const segments = progressSegments(status);
    expect(segments).toHaveLength(4);
    expect(segments.filter((segment) => segment.filled)).toHaveLength(filled);
    expect(segments.slice(0, filled).every((segment) => segment.filled)).toBe(true);
    expect(segments.some((segment) => segment.tone === "error" || segment.tone === "warning")).toBe(false);
  });

  it.each(["cancelled", "rejected", "returned", "fully_returned", "return_rejected"])("%s is red", (status) => {
    expect(statusTone(status)).toBe("error");
    expect(progressSegments(status).every((segment) => segment.filled && segment.tone === "error")).toBe(true);
  });

  it.each(["partially_returned", "return_requested"])("%s is orange", (status) => {
    expect(statusTone(status)).toBe("warning");
    expect(progressSegments(status).every((segment) => segment.filled && segment.tone === "warning")).toBe(true);
  });

  it("keeps every other status out of red and orange", () => {
    for (const status of ["pending", "processing", "shipped", "delivered"]) {
      expect(["error", "warning"]).not.toContain(statusTone(status));
    }
    expect(statusTone("delivered")).toBe("success");
    expect(statusTone(undefined)).toBe("default");
  });

  it("fills nothing for an unknown status", () => {
    expect(progressSegments("mystery").some((segment) => segment.filled)).toBe(false);
  });
});

describe("summaryRows and total (§2.8)", () => {
  it("shows every row when coupon, discount and VAT are present", () => {
    const rows = summaryRows({ total_price: "250.5", discount: "20.25", coupon_code: "SAVE20", vat: "11.93" });
    expect(rows).toEqual([
      { key: "subtotal", amount: 250.5 },
      { key: "couponCode", text: "SAVE20" },
      { key: "discount", amount: 20.25 },
      { key: "total", amount: 230.25 },
      { key: "vat", amount: 11.93 },
    ]);
  });

  it("leaves out the coupon, a 0.0 discount and a missing VAT", () => {
    expect(summaryRows({ total_price: 99, discount: "0.0", coupon_code: null, vat: null })).toEqual([
      { key: "subtotal", amount: 99 },
      { key: "total", amount: 99 },
    ]);
    expect(summaryRows({ total_price: 99, discount: 0, coupon_code: "  ", vat: "" }).map((row) => row.key)).toEqual(["subtotal", "total"]);
  });

  it("keeps an Estimated VAT of zero when the server sends one", () => {
    expect(summaryRows({ total_price: 10, discount: null, vat: "0.0" }).map((row) => row.key)).toEqual(["subtotal", "total", "vat"]);
  });

  it("computes the total as total price minus discount, to the cent", () => {
    expect(orderTotal({ total_price: "0.3", discount: "0.1" })).toBe(0.2);
    expect(orderTotal({ total_price: 100, discount: null })).toBe(100);
  });
});

describe("item rules", () => {
  it.each([...SERVICE_STATUSES, "partially_returned", "fully_returned"] as ItemStatus[])("Create Dispute for a %s item", (status) => {
    expect(canCreateDispute({ status })).toBe(status === "delivered");
  });

  it("requires a dispute description of at least 10 characters", () => {
    expect(isDisputeDescriptionValid("too short")).toBe(false);
    expect(isDisputeDescriptionValid("   123456789   ")).toBe(false);
    expect(isDisputeDescriptionValid("1234567890")).toBe(true);
  });

  it("says unit for one and units otherwise", () => {
    expect(quantityUnit(1)).toBe("unit");
    expect(quantityUnit(2)).toBe("units");
    expect(quantityUnit(0)).toBe("units");
  });

  it("names products by product and variant, services by name", () => {
    expect(itemDisplayName(item("pending", { product_name_en: "Oud Perfume", variant_name_en: "50 ml" }))).toBe("Oud Perfume - 50 ml");
    expect(itemDisplayName(item("pending", { product_name_en: "Oud Perfume", variant_name_en: null }))).toBe("Oud Perfume");
    expect(itemDisplayName(item("pending", { orderable_type: "Service", name_en: "Home cleaning" }))).toBe("Home cleaning");
  });

  it("prefers the resized image", () => {
    expect(itemImage({ featured_image: "a.png", featured_image_resized: "a-250.png" })).toBe("a-250.png");
    expect(itemImage({ featured_image: "a.png", featured_image_resized: null })).toBe("a.png");
    expect(itemImage({})).toBeNull();
  });

  it("completes cash on delivery only when dues are paid and the method is cash on delivery", () => {
    expect(cashOnDeliveryCompleted({ dues_paid: true, payment_methods: { cash_on_delivery: true } })).toBe(true);
    expect(cashOnDeliveryCompleted({ dues_paid: false, payment_methods: { cash_on_delivery: true } })).toBe(false);
    expect(cashOnDeliveryCompleted({ dues_paid: true, payment_methods: { cash_on_delivery: false } })).toBe(false);
    expect(cashOnDeliveryCompleted({ dues_paid: true, payment_methods: null })).toBe(false);
  });
});
