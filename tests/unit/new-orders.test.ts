import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { LiveEvent } from "@refinedev/core";
import { arrivedCount, badgeText, countsChanged, newOrderIds, pendingCount, titleWithCount, unseenOrders } from "@/domain/new-orders";
import { db } from "@/mocks/db";
import { addDemoOrder } from "@/mocks/demo-orders";
import { createDeferredLiveProvider } from "@/providers/live/deferred-live-provider";
import {
  createOrdersLiveProvider,
  ORDERS_CHANNEL,
  type OrdersLivePayload,
  type PageVisibility,
} from "@/providers/live/orders-live-provider";

describe("new-order rules", () => {
  it("reads the pending count, 0 when missing or unreadable", () => {
    expect(pendingCount({ all: 9, pending: 3 })).toBe(3);
    expect(pendingCount({ pending: "4" } as never)).toBe(4);
    expect(pendingCount({ all: 9 })).toBe(0);
    expect(pendingCount({ pending: -2 })).toBe(0);
    expect(pendingCount(null)).toBe(0);
  });

  it("puts the count in front of the title, and takes an earlier one away", () => {
    expect(titleWithCount("Orders", 3)).toBe("(3) Orders");
    expect(titleWithCount("(3) Orders", 4)).toBe("(4) Orders");
    expect(titleWithCount("(3) Orders", 0)).toBe("Orders");
    expect(titleWithCount("Dashboard", 120)).toBe("(99+) Dashboard");
    expect(titleWithCount("(99+) Dashboard", 2)).toBe("(2) Dashboard");
    expect(titleWithCount("الطلبات", 2)).toBe("(2) الطلبات");
  });

  it("never stacks prefixes, whatever the counts", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: -5, max: 500 }), { maxLength: 6 }), (title, counts) => {
        const bare = titleWithCount(title, 0);
        const last = counts.reduce((current, count) => titleWithCount(current, count), title);
        expect(last).toBe(titleWithCount(bare, counts.at(-1) ?? 0));
      }),
    );
  });

  it("counts in the title the new orders not yet seen on the orders list", () => {
    expect(unseenOrders(0, 1, false)).toBe(1);
    expect(unseenOrders(2, 3, false)).toBe(5);
    expect(unseenOrders(2, 1, true)).toBe(0);
    expect(unseenOrders(2, 0, false)).toBe(2);
  });

  it("shows the badge's count, 99+ above 99, nothing at 0", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(7)).toBe("7");
    expect(badgeText(100)).toBe("99+");
  });

  it("counts the orders that arrived since the last look; none at the first look", () => {
    expect(arrivedCount(null, { all: 30, pending: 5 })).toBe(0);
    expect(arrivedCount({ all: 30, pending: 5 }, { all: 32, pending: 6 })).toBe(2);
    // A pending order moved on: nothing arrived.
    expect(arrivedCount({ all: 30, pending: 5 }, { all: 30, pending: 4 })).toBe(0);
    expect(arrivedCount({ pending: 5 }, { pending: 7 })).toBe(2);
  });

  it("takes the newest pending orders as the new ones, never announcing one twice", () => {
    expect(newOrderIds(0, [5, 4, 3])).toEqual([]);
    expect(newOrderIds(2, [4, 7, 5, 6])).toEqual([7, 6]);
    expect(newOrderIds(2, [7, 6, 5], [7])).toEqual([6]);
    expect(newOrderIds(3, [9, 9])).toEqual([9]);
  });

  it("tells when the counts moved", () => {
    expect(countsChanged(null, {})).toBe(true);
    expect(countsChanged({ all: 3, pending: 1 }, { all: 3, pending: 1 })).toBe(false);
    expect(countsChanged({ all: 3, pending: 1 }, { all: 4, pending: 2 })).toBe(true);
    expect(countsChanged({ all: 3 }, { all: 3, pending: 0 })).toBe(true);
  });
});

/** A fake server: its pending orders and the calls it answered. */
function fakeServer() {
  const server = { pending: [12, 11], all: 20, tabsCalls: 0, listCalls: 0 };
  const source = {
    tabs: async () => {
      server.tabsCalls += 1;
      return { all: server.all, pending: server.pending.length };
    },
    pendingIds: async () => {
      server.listCalls += 1;
      return [...server.pending].sort((a, b) => b - a);
    },
  };
  return { server, source };
}

function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    hidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    page,
    setHidden(value: boolean) {
      hidden = value;
      listeners.forEach((listener) => listener());
    },
  };
}

const INTERVAL = 30_000;

describe("orders live provider (polling)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const { server, source } = fakeServer();
    const visibility = fakePage();
    const provider = createOrdersLiveProvider({ source, intervalMs: INTERVAL, firstLookMs: 0, page: visibility.page });
    const events: LiveEvent[] = [];
    const subscribe = () => provider.subscribe({ channel: ORDERS_CHANNEL, types: ["*"], callback: (event) => events.push(event) });
    return { server, visibility, provider, events, subscribe };
  }

  it("asks once per interval however many subscribe, and tells each the counts", async () => {
    const { server, events, subscribe } = setup();
    subscribe();
    subscribe();
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tabsCalls).toBe(1);
    expect(events).toHaveLength(3);
    expect(events[0].payload as OrdersLivePayload).toEqual({ counts: { all: 20, pending: 2 }, newIds: [], first: true });
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(server.tabsCalls).toBe(4);
    // Nothing arrived: the pending orders are never asked, no event.
    expect(server.listCalls).toBe(0);
    expect(events).toHaveLength(3);
  });

  it("tells of an order that arrived, once", async () => {
    const { server, events, subscribe } = setup();
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    server.pending.push(13);
    server.all += 1;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(events.at(-1)).toMatchObject({ type: "created", payload: { counts: { all: 21, pending: 3 }, newIds: [13], first: false } });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(events).toHaveLength(2);
  });

  it("asks nothing while the tab is hidden, and asks at once when it shows again", async () => {
    const { server, visibility, subscribe } = setup();
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    visibility.setHidden(true);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(server.tabsCalls).toBe(1);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tabsCalls).toBe(2);
  });

  it("stops when the last subscriber leaves, and leaves other channels alone", async () => {
    const { server, provider, subscribe } = setup();
    provider.subscribe({ channel: "resources/products", types: ["*"], callback: () => undefined });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(server.tabsCalls).toBe(0);
    const first = subscribe();
    const second = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    provider.unsubscribe(first);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(server.tabsCalls).toBe(2);
    provider.unsubscribe(second);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(server.tabsCalls).toBe(2);
  });

  it("asks at once when an order changed here (Refine publishes the mutation)", async () => {
    const { server, provider, events, subscribe } = setup();
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    server.pending = [12];
    provider.publish!({ channel: ORDERS_CHANNEL, type: "updated", payload: { ids: [11] }, date: new Date() });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tabsCalls).toBe(2);
    expect(events.at(-1)).toMatchObject({ type: "updated", payload: { counts: { pending: 1 }, newIds: [] } });
  });

  it("keeps polling after a failed call", async () => {
    const { server, provider, events } = setup();
    let fail = true;
    const source = {
      tabs: async () => {
        server.tabsCalls += 1;
        if (fail) throw new Error("offline");
        return { pending: 1 };
      },
      pendingIds: async () => [1],
    };
    void provider;
    const flaky = createOrdersLiveProvider({ source, intervalMs: INTERVAL, firstLookMs: 0, page: fakePage().page });
    flaky.subscribe({ channel: ORDERS_CHANNEL, types: ["*"], callback: (event) => events.push(event) });
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(events).toHaveLength(1);
  });
});

describe("deferred live provider", () => {
  it("loads the provider's code once, on the first subscription, and forwards to it", async () => {
    const inner = { subscribe: vi.fn(() => "inner-handle"), unsubscribe: vi.fn(), publish: vi.fn() };
    const load = vi.fn(async () => inner);
    const provider = createDeferredLiveProvider(load);
    provider.publish!({ channel: ORDERS_CHANNEL, type: "created", payload: {}, date: new Date() });
    expect(load).not.toHaveBeenCalled();
    const handle = provider.subscribe({ channel: ORDERS_CHANNEL, types: ["*"], callback: () => undefined });
    provider.subscribe({ channel: ORDERS_CHANNEL, types: ["*"], callback: () => undefined });
    await vi.waitFor(() => expect(inner.subscribe).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
    provider.unsubscribe(handle);
    expect(inner.unsubscribe).toHaveBeenCalledWith("inner-handle");
    provider.publish!({ channel: ORDERS_CHANNEL, type: "created", payload: {}, date: new Date() });
    expect(inner.publish).toHaveBeenCalledTimes(1);
  });

  it("never subscribes a subscription left before the code arrived", async () => {
    const inner = { subscribe: vi.fn(), unsubscribe: vi.fn() };
    const provider = createDeferredLiveProvider(async () => inner);
    provider.unsubscribe(provider.subscribe({ channel: ORDERS_CHANNEL, types: ["*"], callback: () => undefined }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.subscribe).not.toHaveBeenCalled();
  });
});

describe("the demo's new order (mock)", () => {
  it("places a pending order with fresh ids, counted on the dashboard", () => {
    const before = { orders: db.state.orders.length, dashboard: { ...db.state.dashboards[1] } };
    const order = addDemoOrder(1)!;
    expect(order.id).toBe(Math.max(...db.state.orders.map((entry) => entry.id)));
    expect(order.status).toBe("pending");
    expect(order.shipment?.line_items.every((item) => item.status === "pending")).toBe(true);
    expect(db.state.orders).toHaveLength(before.orders + 1);
    expect(db.state.dashboards[1].new_orders).toBe(before.dashboard.new_orders + 1);
    expect(addDemoOrder(999)).toBeNull();
  });
});
