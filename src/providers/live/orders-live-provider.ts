import type { DataProvider, LiveEvent, LiveProvider } from "@refinedev/core";
import { PAGE_SIZE } from "@/config/constants";
import { arrivedCount, countsChanged, newOrderIds } from "@/domain/new-orders";
import type { OrderTabCounts } from "@/domain/orders";
import { ORDERS_CHANNEL, type OrdersLivePayload } from "./orders-channel";

export { ORDERS_CHANNEL, type OrdersLivePayload };

/** Where the poller reads: the tab counts, and the newest pending orders' ids. */
export type OrdersSource = { tabs(): Promise<OrderTabCounts>; pendingIds(): Promise<number[]> };

/** The page's visibility, injectable for tests. */
export type PageVisibility = { hidden(): boolean; onChange(listener: () => void): () => void };

export type Timers = { set(callback: () => void, ms: number): unknown; clear(handle: unknown): void };

type Subscription = { channel: string; types: string[]; callback: (event: LiveEvent) => void };

const browserPage: PageVisibility = {
  hidden: () => typeof document !== "undefined" && document.visibilityState === "hidden",
  onChange(listener) {
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

/**
 * The first look comes once the screen that opened has had its answers (the dashboard and the
 * orders list read the same counts): a poll right behind a screen whose call was refused would ask
 * a refusing server again at once.
 */
const FIRST_LOOK_MS = 15_000;

const globalTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as number) };

/** The orders source over the app's data provider: `GET orders/tabs` and the first page of pending orders. */
export function ordersSource(dataProvider: DataProvider): OrdersSource {
  return {
    async tabs() {
      const answer = await dataProvider.custom!<OrderTabCounts>({ url: "orderTabs", method: "get" });
      return answer.data ?? {};
    },
    async pendingIds() {
      const answer = await dataProvider.getList({
        resource: "orders",
        pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: "server" },
        filters: [{ field: "status", operator: "eq", value: "pending" }],
      });
      return answer.data.map((order) => Number(order.id)).filter(Number.isFinite);
    },
  };
}

/**
 * Refine's live provider for new orders (issue 33), by polling: while anything subscribes to the
 * orders channel and the page is visible, one `GET orders/tabs` per interval, however many
 * subscribe; none while the tab is hidden, and one at once when it shows again. When the counts
 * move it tells every subscriber the counts and, when orders arrived, which (the newest pending
 * orders, asked for then). A mutation of an order (Refine publishes it) asks again at once. Other
 * channels are not live: subscribing to them does nothing.
 */
export function createOrdersLiveProvider({
  source,
  intervalMs,
  firstLookMs = FIRST_LOOK_MS,
  page = browserPage,
  timers = globalTimers,
}: {
  source: OrdersSource;
  intervalMs: number;
  /** How long after the first subscription the first look waits. */
  firstLookMs?: number;
  page?: PageVisibility;
  timers?: Timers;
}): LiveProvider & { pollNow(): Promise<void> } {
  const subscriptions = new Set<Subscription>();
  let timer: unknown = null;
  let stopVisibility: (() => void) | null = null;
  let inFlight: Promise<void> | null = null;
  // Reset when the last subscriber leaves: an answer of an earlier run is then dropped.
  let run = 0;
  let counts: OrderTabCounts | null = null;
  let announced: number[] = [];

  const listening = () => [...subscriptions].some((subscription) => subscription.channel === ORDERS_CHANNEL);

  const deliver = (payload: OrdersLivePayload, only?: Subscription) => {
    const event: LiveEvent = { channel: ORDERS_CHANNEL, type: payload.newIds.length ? "created" : "updated", payload, date: new Date() };
    for (const subscription of only ? [only] : subscriptions) {
      if (subscription.channel !== ORDERS_CHANNEL) continue;
      if (subscription.types.includes("*") || subscription.types.includes(event.type)) subscription.callback(event);
    }
  };

  const look = async (current: number) => {
    const next = await source.tabs();
    if (current !== run || !countsChanged(counts, next)) return;
    const first = counts === null;
    const arrived = arrivedCount(counts, next);
    // The pending orders are asked only when orders arrived: a look that finds nothing new costs one call.
    const newIds = arrived > 0 ? newOrderIds(arrived, await source.pendingIds(), announced) : [];
    if (current !== run) return;
    counts = next;
    announced = [...announced, ...newIds];
    deliver({ counts: next, newIds, first });
  };

  const poll = (): Promise<void> => {
    // One call at a time: a poll asked for while one is on its way waits for it.
    inFlight ??= look(run)
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const schedule = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (!listening() || page.hidden()) return;
    timer = timers.set(() => {
      timer = null;
      void poll().then(schedule);
    }, intervalMs);
  };

  const pollNow = () => poll().then(schedule);

  const start = () => {
    stopVisibility = page.onChange(() => (page.hidden() ? schedule() : void pollNow()));
    if (page.hidden()) return;
    // The first look waits for the screen that just opened to load its own data first.
    timer = timers.set(() => {
      timer = null;
      void pollNow();
    }, firstLookMs);
  };

  const stop = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    stopVisibility?.();
    stopVisibility = null;
    run += 1;
    counts = null;
    announced = [];
  };

  return {
    subscribe({ channel, types, callback }) {
      const subscription: Subscription = { channel, types, callback };
      const wasListening = listening();
      subscriptions.add(subscription);
      if (channel === ORDERS_CHANNEL) {
        if (!wasListening) start();
        // A later subscriber learns the counts already known without waiting for the next change.
        else if (counts) {
          const known = counts;
          queueMicrotask(() => subscriptions.has(subscription) && deliver({ counts: known, newIds: [], first: true }, subscription));
        }
      }
      return subscription;
    },
    unsubscribe(subscription: Subscription) {
      subscriptions.delete(subscription);
      if (subscription?.channel === ORDERS_CHANNEL && !listening()) stop();
    },
    publish(event) {
      if (event.channel === ORDERS_CHANNEL && listening()) void pollNow();
    },
    pollNow,
  };
}
