import { describe, expect, it } from "vitest";
import { ATTENTION_ITEMS, attentionCounts, attentionLink, countFromFilteredPage, ordersByStatus, readCount } from "@/domain/attention";
import { refineResources } from "@/resources/registry";

/** A resource's list path as Refine's `listUrl` gives it: the registry's. */
const listPath = (resource: string) => String(refineResources().find((entry) => entry.name === resource)?.list);

describe("the dashboard's attention counts and their links", () => {
  it("links each count to its list with the tab in the address", () => {
    const links = Object.fromEntries(ATTENTION_ITEMS.map((item) => [item.key, attentionLink(listPath(item.resource), item)]));
    expect(links).toEqual({
      pendingOrders: "/vendor/orders?tab=pending",
      openDisputes: "/vendor/disputes?tab=open",
      requestedReturns: "/vendor/returns?tab=requested",
      inactiveProducts: "/vendor/product-catalog?tab=inactive",
      uncategorizedProducts: "/vendor/product-catalog?tab=uncategorized",
    });
  });

  it("reads counts sent as numbers or numeric text, nothing else", () => {
    expect(readCount(3)).toBe(3);
    expect(readCount("12")).toBe(12);
    expect(readCount(0)).toBe(0);
    for (const value of [null, undefined, "", " ", "x", -1, 1.5, Number.NaN, true, {}]) expect(readCount(value)).toBeNull();
  });

  it("counts a filtered list from its page of one record", () => {
    expect(countFromFilteredPage({ total: 7, data: [{ status: "requested" }] }, "requested")).toBe(7);
    expect(countFromFilteredPage({ total: 0, data: [] }, "requested")).toBe(0);
    // A server that ignored the filter answers another status: the count is not known.
    expect(countFromFilteredPage({ total: 40, data: [{ status: "approved" }] }, "requested")).toBeNull();
    expect(countFromFilteredPage({ total: 5, data: [{ status: "Open" }] }, "open")).toBe(5);
    // A server that ignored records_per_page=1 counts pages, not records.
    expect(countFromFilteredPage({ total: 20, data: [{ status: "open" }, { status: "open" }] }, "open")).toBeNull();
    expect(countFromFilteredPage(undefined, "open")).toBeNull();
    expect(countFromFilteredPage({ total: 5 }, "open")).toBeNull();
  });

  it("gathers the five counts; a failed call leaves its counts unknown, not zero", () => {
    expect(
      attentionCounts({
        orderTabs: { all: 20, pending: 4 },
        productTabs: { active: 9, inactive: "2" as never, uncategorized: 1 },
        requestedReturns: { total: 3, data: [{ status: "requested" }] },
        openDisputes: { total: 6, data: [{ status: "open" }] },
      }),
    ).toEqual({ pendingOrders: 4, openDisputes: 6, requestedReturns: 3, inactiveProducts: 2, uncategorizedProducts: 1 });
    expect(attentionCounts({ orderTabs: null, productTabs: undefined })).toEqual({
      pendingOrders: null,
      openDisputes: null,
      requestedReturns: null,
      inactiveProducts: null,
      uncategorizedProducts: null,
    });
    expect(attentionCounts({ orderTabs: { all: 3 } }).pendingOrders).toBeNull();
  });

  it("lists orders by status in the tabs' order, without 'all' and without unreadable counts", () => {
    expect(ordersByStatus({ all: 9, delivered: 2, pending: 4, shipped: "x" as never, cancelled: 0, processing: 3 })).toEqual([
      { status: "pending", count: 4 },
      { status: "cancelled", count: 0 },
      { status: "processing", count: 3 },
      { status: "delivered", count: 2 },
    ]);
    expect(ordersByStatus(null)).toEqual([]);
  });
});
