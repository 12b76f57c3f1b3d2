import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { createSession } from "@/mocks/server-session";
import { createDataProvider } from "@/providers/data/data-provider";
import { createHttpClient, type SessionPort } from "@/providers/data/http-client";
import { credentialsFromHeaders, nextCredentials, type Credentials } from "@/providers/auth/token-rotation";
import { attentionCounts, ordersByStatus, type FilteredPage } from "@/domain/attention";
import type { OrderTabCounts } from "@/domain/orders";
import type { ProductTabCounts } from "@/domain/product-tabs";
import { recordRequests } from "../support/sent-requests";

function signedIn(account: keyof typeof DEMO_ACCOUNTS) {
  const user = db.userByEmail(DEMO_ACCOUNTS[account].email)!;
  let stored: Credentials | null = credentialsFromHeaders(createSession(user));
  const port: SessionPort = { credentials: () => stored, absorb: (headers) => (stored = nextCredentials(stored, headers)) };
  const http = createHttpClient("http://api.test/api/v1", port);
  return { data: createDataProvider(http, (key) => key), user };
}

describe("the dashboard's counts from the mock, through the data provider (issue 19 item 6)", () => {
  it("counts requested returns and open disputes from a one-record page filtered by status", async () => {
    const { data, user } = signedIn("vendor");
    const storeId = db.storeOf(user)!.id;
    const log = recordRequests();
    const returns = await data.getList({
      resource: "refunds",
      pagination: { currentPage: 1, pageSize: 1 },
      filters: [{ field: "status", operator: "eq", value: "requested" }],
    });
    const disputes = await data.getList({
      resource: "disputes",
      pagination: { currentPage: 1, pageSize: 1 },
      filters: [{ field: "status", operator: "eq", value: "open" }],
    });
    log.stop();
    expect(log.sent[0].url.searchParams.get("status")).toBe("requested");
    expect(log.sent[0].url.searchParams.get("records_per_page")).toBe("1");
    expect(log.sent[1].url.pathname).toBe("/api/v1/common/disputes");
    expect(log.sent[1].url.searchParams.get("status")).toBe("open");
    expect(log.sent[1].url.searchParams.get("role")).toBe("vendor");

    const requested = db.state.refunds.filter((refund) => refund.store_id === storeId && refund.status === "requested").length;
    const open = db.state.disputes.filter((dispute) => dispute.store_id === storeId && dispute.status === "open").length;
    expect(requested).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(0);
    const counts = attentionCounts({ requestedReturns: returns as FilteredPage, openDisputes: disputes as FilteredPage });
    expect(counts.requestedReturns).toBe(requested);
    expect(counts.openDisputes).toBe(open);
  });

  it("lists only the filtered status, and everything without a filter", async () => {
    const { data } = signedIn("vendor");
    const page = await data.getList({
      resource: "refunds",
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: "status", operator: "eq", value: "requested" }],
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.status === "requested")).toBe(true);
    const all = await data.getList({ resource: "refunds", pagination: { currentPage: 1, pageSize: 10 } });
    expect(new Set(all.data.map((row) => row.status)).size).toBeGreaterThan(1);
  });

  it("reads pending orders, inactive and uncategorized products, and orders by status from the tabs calls", async () => {
    const { data } = signedIn("vendor");
    const orderTabs = (await data.custom!({ url: "orderTabs", method: "get" })).data as OrderTabCounts;
    const productTabs = (await data.custom!({ url: "productTabs", method: "get" })).data as ProductTabCounts;
    const counts = attentionCounts({ orderTabs, productTabs });
    expect(counts.pendingOrders).toBe(orderTabs.pending);
    expect(counts.inactiveProducts).toBe(productTabs.inactive);
    expect(counts.uncategorizedProducts).toBe(productTabs.uncategorized);
    const rows = ordersByStatus(orderTabs);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(orderTabs.all);
  });
});
