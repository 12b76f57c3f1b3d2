import { ORDER_TABS, type OrderTab, type OrderTabCounts } from "./orders";
import type { ProductTabCounts } from "./product-tabs";

/**
 * The dashboard's "needs attention" panel (issue 19 item 6): five counts, each a link to the list
 * screen filtered to what it counts. The counts come from the spec's own calls: `GET orders/tabs`
 * and `GET products/tabs` (counts per tab), and the totals of the returns and disputes lists asked
 * for one record a page with a status filter (a page of one record: `total_pages` is the count).
 */
export const ATTENTION_ITEMS = [
  { key: "pendingOrders", resource: "orders", tab: "pending" },
  { key: "openDisputes", resource: "disputes", tab: "open" },
  { key: "requestedReturns", resource: "refunds", tab: "requested" },
  { key: "inactiveProducts", resource: "products", tab: "inactive" },
  { key: "uncategorizedProducts", resource: "products", tab: "uncategorized" },
] as const;

export type AttentionItem = (typeof ATTENTION_ITEMS)[number];
export type AttentionKey = AttentionItem["key"];
/** A count, or null when it is not known (its call failed, or the answer cannot be read). */
export type AttentionCounts = Record<AttentionKey, number | null>;

/** The status filter the returns and disputes lists send and keep in their URL (`?tab=`). */
export const RETURN_LIST_TABS = ["all", "requested", "approved", "completed", "rejected"] as const;
export const DISPUTE_LIST_TABS = ["all", "open"] as const;

/** Where a count leads: its resource's list (`listPath`, from the registry) with its tab in the address, e.g. `/vendor/orders?tab=pending`. */
export function attentionLink(listPath: string, item: Pick<AttentionItem, "tab">): string {
  return `${listPath}?${new URLSearchParams({ tab: item.tab }).toString()}`;
}

/** A count as an answer may send it: a non-negative integer or its text ("3"); null otherwise. */
export function readCount(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/** One record's page of a list asked for with a status filter, as Refine's `useList` returns it. */
export type FilteredPage = { total?: number; data?: readonly { status?: unknown }[] };

/**
 * The count of a list filtered by status, from its page of one record: the total, unless the record
 * shown has another status or the page holds more than one. A server that ignores the filter would
 * otherwise pass off all its records as the filtered ones, and one that ignores `records_per_page`
 * would count pages of ten; then the count is not known.
 */
export function countFromFilteredPage(page: FilteredPage | null | undefined, status: string): number | null {
  if (!page) return null;
  if ((page.data?.length ?? 0) > 1) return null;
  const first = page.data?.[0];
  if (
    first &&
    String(first.status ?? "")
      .trim()
      .toLowerCase() !== status
  )
    return null;
  if (!first) return page.data ? 0 : null;
  return readCount(page.total);
}

/** The five counts from what the calls answered (an argument left out or null: its call failed or is pending). */
export function attentionCounts(sources: {
  orderTabs?: OrderTabCounts | null;
  productTabs?: ProductTabCounts | null;
  requestedReturns?: FilteredPage | null;
  openDisputes?: FilteredPage | null;
}): AttentionCounts {
  return {
    pendingOrders: sources.orderTabs ? readCount(sources.orderTabs.pending) : null,
    openDisputes: countFromFilteredPage(sources.openDisputes, "open"),
    requestedReturns: countFromFilteredPage(sources.requestedReturns, "requested"),
    inactiveProducts: sources.productTabs ? readCount(sources.productTabs.inactive) : null,
    uncategorizedProducts: sources.productTabs ? readCount(sources.productTabs.uncategorized) : null,
  };
}

export type StatusCount = { status: Exclude<OrderTab, "all">; count: number };

/**
 * Orders by status for the chart and its table, from `GET orders/tabs`: every status tab of the
 * list in its order ("all" is their sum, not a status); a status whose count is missing or
 * unreadable is left out rather than drawn as 0.
 */
export function ordersByStatus(tabs: OrderTabCounts | null | undefined): StatusCount[] {
  if (!tabs) return [];
  const rows: StatusCount[] = [];
  for (const status of ORDER_TABS) {
    if (status === "all") continue;
    const count = readCount(tabs[status]);
    if (count !== null) rows.push({ status, count });
  }
  return rows;
}
