import type { ReportId } from "@/domain/reports";

/** Each report's operation in the API table (src/providers/data/api/reports.ts) and its i18n key. */
export const REPORT_UI: Record<ReportId, { operation: string; key: string }> = {
  total_sales: { operation: "totalSalesReport", key: "totalSales" },
  out_of_stock_products: { operation: "outOfStockProductsReport", key: "outOfStockProducts" },
  recent_orders: { operation: "recentOrdersReport", key: "recentOrders" },
  order_to_be_delivered: { operation: "orderToBeDeliveredReport", key: "orderToBeDelivered" },
  inventory: { operation: "inventoryReport", key: "inventory" },
  top_products_sold: { operation: "topProductsSoldReport", key: "topProductsSold" },
  average_order_value: { operation: "averageOrderValueReport", key: "averageOrderValue" },
  total_earning_invoice: { operation: "totalEarningInvoiceReport", key: "totalEarningInvoice" },
};
