import type { ApiArea } from "./types";

/**
 * Reports and the platform setting (document 2 §7). The spec names each report's path but not its
 * verb: they are read with GET, the dates as `start_date` and `end_date` (YYYY-MM-DD) in the query,
 * Top Product Sold with `limit`; each answers `data.message`. The platform's refund_time_limit is
 * read with `GET platforms/platform_id`, then `GET platforms/{id}`.
 */
export const reportsApi = {
  operations: {
    totalSalesReport: { base: "vendor", path: "total_sales", method: "get" },
    outOfStockProductsReport: { base: "vendor", path: "out_of_stock_products", method: "get" },
    recentOrdersReport: { base: "vendor", path: "recent_orders", method: "get" },
    orderToBeDeliveredReport: { base: "vendor", path: "order_to_be_delivered", method: "get" },
    inventoryReport: { base: "vendor", path: "inventory", method: "get" },
    topProductsSoldReport: { base: "vendor", path: "top_products_sold", method: "get" },
    averageOrderValueReport: { base: "vendor", path: "average_order_value", method: "get" },
    totalEarningInvoiceReport: { base: "vendor", path: "total_earning_invoice", method: "get" },
    platformId: { base: "vendor", path: "platforms/platform_id", method: "get" },
    platform: { base: "vendor", path: "platforms/:id", method: "get" },
  },
} satisfies ApiArea;
