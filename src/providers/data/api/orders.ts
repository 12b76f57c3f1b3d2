import type { ApiArea } from "./types";

/** Orders (document 1 §7.4) and dispute creation from an order (§7.6). */
export const ordersApi = {
  resources: {
    orders: {
      base: "vendor",
      path: "orders",
      pageSize: 10,
      listKey: "orders",
      bodyKey: "order",
      updateMethod: "put",
      filters: { status: "with_status", search: "search" },
    },
  },
  operations: {
    orderTabs: { base: "vendor", path: "orders/tabs", method: "get" },
    orderReceipt: { base: "vendor", path: "orders/:id/receipt", method: "get", responseType: "blob" },
    orderPackingSlip: { base: "vendor", path: "orders/:id/packing_slip", method: "get", responseType: "blob" },
    ordersByCustomer: { base: "vendor", path: "orders/by_customer_id", method: "get" },
    createDispute: { base: "common", path: "disputes", method: "post", query: { role: "vendor" } },
  },
} satisfies ApiArea;
