import type { OrderTabCounts } from "@/domain/orders";

/** Refine's channel of the orders resource (the one its data hooks and mutations use). */
export const ORDERS_CHANNEL = "resources/orders";

/** What an orders event carries: the tab counts, the pending orders new since the last look, and whether it is the first look. */
export type OrdersLivePayload = { counts: OrderTabCounts; newIds: number[]; first: boolean };
