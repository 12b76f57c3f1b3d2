import { readAmount } from "./money";
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

function plainAmount(value: number | string | null | undefined): string {
  const amount = readAmount(value);
  return amount === null ? "" : amount.toFixed(2);
}

/** Pages of orders fetched one after another: an order met twice (the list moved meanwhile) is kept once. */
export function uniqueOrders<T extends { id: number | string }>(orders: readonly T[]): T[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    const key = String(order.id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The header row and one row per order. */
export function orderExportRecords(orders: readonly OrderListItem[], texts: OrderExportTexts): (string | number)[][] {
  const header = ORDER_EXPORT_COLUMNS.map((column) => texts.header(column));
  const rows = uniqueOrders(orders).map((order) => [
    order.id,
    order.item_count,
    order.user_email ?? "",
    texts.status(order.status),
    plainAmount(order.total_price),
    plainAmount(order.discount),
  ]);
  return [header, ...rows];
}

/** `orders-<tab>-<YYYY-MM-DD>.csv` (the tab the seller exported, the day in the viewer's time zone). */
export function orderExportFileName(tab: string, now: Date): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, "0"), String(now.getDate()).padStart(2, "0")].join("-");
  const safeTab = tab.replace(/[^a-z0-9_-]/gi, "") || "all";
  return `orders-${safeTab}-${day}.csv`;
}

/** "page 3 of 5" as a 0–100 value for a progress bar; unknown until the first page tells the count. */
export function exportPercent(done: number, pages: number | null): number | null {
  if (!pages || pages <= 0) return null;
  return Math.min(100, Math.round((done / pages) * 100));
}
