import type { OrderTabCounts } from "./orders";

/**
 * New orders as they arrive (issue 33): the pending count of the sidebar's badge, the count of new
 * orders in the tab's title, and which pending orders are new since the last look (pure).
 */

/** The pending orders of `GET orders/tabs`; 0 for a missing or unreadable count. */
export function pendingCount(counts: OrderTabCounts | Record<string, unknown> | null | undefined): number {
  const value = Number((counts as Record<string, unknown> | null | undefined)?.pending);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A "(3) " prefix a title already carries (ours, from an earlier count). */
const COUNT_PREFIX = /^\(\d+\+?\)\s/;

/** The browser tab's title with a count in front ("(3) Orders"); the bare title at 0. Above 99: "(99+) ". */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, "");
  if (!(count > 0)) return bare;
  return `(${count > 99 ? "99+" : Math.floor(count)}) ${bare}`;
}

/** The badge's text: the count, "99+" above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (!(count > 0)) return "";
  return count > 99 ? "99+" : String(Math.floor(count));
}

/**
 * How many orders arrived between two looks: the growth of the "all" count (orders are never
 * removed), or of the pending count when "all" is not sent. 0 at the first look (`before` null):
 * an order already waiting when the tab opened is not "new".
 */
export function arrivedCount(before: OrderTabCounts | null, after: OrderTabCounts): number {
  if (!before) return 0;
  const growth = (key: "all" | "pending") => Number(after[key]) - Number(before[key]);
  const all = growth("all");
  const arrived = Number.isFinite(all) ? all : growth("pending");
  return Number.isFinite(arrived) && arrived > 0 ? arrived : 0;
}

/**
 * The orders new since the last look: the newest `arrived` of the pending orders (ids grow with
 * time), less those already announced.
 */
export function newOrderIds(arrived: number, pending: readonly number[], announced: readonly number[] = []): number[] {
  if (!(arrived > 0)) return [];
  const known = new Set(announced);
  return [...new Set(pending)]
    .sort((a, b) => b - a)
    .slice(0, arrived)
    .filter((id) => !known.has(id));
}

/**
 * The new orders the tab's title counts: those that arrived since the seller last had the orders
 * list open (on it, the list itself shows them). The badge counts every pending order instead.
 */
export function unseenOrders(unseen: number, arrived: number, onOrdersList: boolean): number {
  return onOrdersList ? 0 : unseen + Math.max(0, arrived);
}

/** Whether two looks at the tab counts differ (a tab's count moved, or one appeared or went). */
export function countsChanged(before: OrderTabCounts | null, after: OrderTabCounts): boolean {
  if (!before) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof OrderTabCounts>;
  return [...keys].some((key) => before[key] !== after[key]);
}
