import { exportRecords, plainAmount, type ExportCell } from "./list-export";
import type { OrderListItem } from "./orders";

/**
 * Orders to CSV (issue 19 item 2): the orders list's columns (document 1 §2.7) without Actions,
 * one row per order, pure. Texts (headers, status names) come translated from the caller; amounts
 * are plain numbers with two decimals so a spreadsheet can sum them.
 */
export const ORDER_EXPORT_COLUMNS = ["orderNumber", "itemCount", "customerEmail", "status", "totalPrice", "discount"] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

export type OrderExportTexts = {
  header: (column: OrderExportColumn) => string;
  status: (status: string) => string;
};

const CELLS: Record<OrderExportColumn, (order: OrderListItem, texts: OrderExportTexts) => ExportCell> = {
  orderNumber: (order) => order.id,
  itemCount: (order) => order.item_count,
  customerEmail: (order) => order.user_email ?? "",
  status: (order, texts) => texts.status(order.status),
  totalPrice: (order) => plainAmount(order.total_price),
  discount: (order) => plainAmount(order.discount),
};

/** The header row and one row per order. */
export function orderExportRecords(orders: readonly OrderListItem[], texts: OrderExportTexts): ExportCell[][] {
  return exportRecords(
    orders,
    ORDER_EXPORT_COLUMNS.map((column) => ({ header: texts.header(column), cell: (order: OrderListItem) => CELLS[column](order, texts) })),
  );
}
