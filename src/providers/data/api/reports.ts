import { vendorCalls } from "./calls";
import type { ApiArea } from "./types";

/**
 * Reports and the platform setting (document 2 §7). The spec names each report's path but not its
 * verb: they are read with GET, the dates as `start_date` and `end_date` (YYYY-MM-DD) in the query,
 * Top Product Sold with `limit`; each answers `data.message`. The platform's refund_time_limit is
 * read with `GET platforms/platform_id`, then `GET platforms/{id}`.
 */
export const reportsApi = {
  operations: vendorCalls("get", {
    totalSalesReport: "total_sales",
    outOfStockProductsReport: "out_of_stock_products",
    recentOrdersReport: "recent_orders",
    orderToBeDeliveredReport: "order_to_be_delivered",
    inventoryReport: "inventory",
    topProductsSoldReport: "top_products_sold",
    averageOrderValueReport: "average_order_value",
    totalEarningInvoiceReport: "total_earning_invoice",
    platformId: "platforms/platform_id",
    platform: "platforms/:id",
  }),
} satisfies ApiArea;
