import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { createSession } from "@/mocks/server-session";
import { createDataProvider } from "@/providers/data/data-provider";
import { createHttpClient, type SessionPort } from "@/providers/data/http-client";
import { credentialsFromHeaders, nextCredentials, type Credentials } from "@/providers/auth/token-rotation";
import type { AppHttpError } from "@/providers/data/errors";
import type { MockDispute } from "@/mocks/seed/disputes-seed";
import { addDisputeReply } from "@/mocks/dispute-replies";
import { makeDispute, makeRefund } from "../support/records";
import { recordRequests } from "../support/sent-requests";

function signedIn(account: keyof typeof DEMO_ACCOUNTS) {
  const user = db.userByEmail(DEMO_ACCOUNTS[account].email)!;
  let stored: Credentials | null = credentialsFromHeaders(createSession(user));
  const port: SessionPort = { credentials: () => stored, absorb: (headers) => (stored = nextCredentials(stored, headers)) };
  const http = createHttpClient("http://api.test/api/v1", port);
  return { http, data: createDataProvider(http, (key) => key), user };
}

describe("refunds through the data provider (document 1 §7.5)", () => {
  it("lists with page and reads data.refunds and data.pagination", async () => {
    const { data } = signedIn("vendor");
    const log = recordRequests();
    const page2 = await data.getList({ resource: "refunds", pagination: { currentPage: 2, pageSize: 10 } });
    log.stop();
    expect(log.sent[0].url.pathname).toBe("/api/v1/vendor/refunds");
    expect(log.sent[0].url.searchParams.get("page")).toBe("2");
    const own = db.state.refunds.filter((refund) => refund.store_id === 1);
    expect(page2.pageCount).toBe(Math.ceil(own.length / 10));
    expect(page2.data).toHaveLength(own.length - 10);
    expect(Object.keys(page2.data[0]).sort()).toEqual(
      ["created_at", "id", "item_type", "line_item_name_en", "order_id", "product_name_en", "status"].sort(),
    );
  });

  it("keeps PUT refunds/{id} available: the body goes as given and the answer is the return", async () => {
    const { data } = signedIn("vendor");
    const target = makeRefund({ status: "requested" });
    const log = recordRequests();
    const result = await data.update({ resource: "refunds", id: target.id, variables: { refund: { status: "approved" } } });
    log.stop();
    await log.settled();
    expect(log.sent[0]).toMatchObject({ method: "PUT", body: { refund: { status: "approved" } } });
    expect(log.sent[0].url.pathname).toBe(`/api/v1/vendor/refunds/${target.id}`);
    expect(result.data).toMatchObject({ id: target.id, status: "approved" });
  });

  it("applies the decision rule: only a requested return changes, to approved or rejected; otherwise a 422 with a message", async () => {
    const { data } = signedIn("vendor");
    const [first, second] = [makeRefund({ status: "requested" }), makeRefund({ status: "requested" })];
    const rejected = await data.update({ resource: "refunds", id: second.id, variables: { refund: { status: "rejected" } } });
    expect(rejected.data).toMatchObject({ id: second.id, status: "rejected" });
    expect(db.state.refunds.find((refund) => refund.id === second.id)!.status).toBe("rejected");

    await expect(data.update({ resource: "refunds", id: second.id, variables: { refund: { status: "approved" } } })).rejects.toMatchObject({
      statusCode: 422,
      message: "This return is already rejected and can no longer be changed",
    });
    await expect(data.update({ resource: "refunds", id: first.id, variables: { refund: { status: "completed" } } })).rejects.toMatchObject({
      statusCode: 422,
      message: "A requested return can only be approved or rejected",
    });
    expect(db.state.refunds.find((refund) => refund.id === first.id)!.status).toBe("requested");
    expect(db.state.refunds.find((refund) => refund.id === second.id)!.status).toBe("rejected");
  });

  it("answers 404 for another store's return and for an unknown id", async () => {
    const { data } = signedIn("vendor");
    const foreign = makeRefund({ store_id: 2 });
    await expect(data.getOne({ resource: "refunds", id: foreign.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(data.getOne({ resource: "refunds", id: 999_999 })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("disputes through the data provider (document 1 §7.6)", () => {
  it("sends role=vendor on the list and the detail, under /api/v1/common", async () => {
    const { data } = signedIn("vendor");
    const log = recordRequests();
    const list = await data.getList({ resource: "disputes", pagination: { currentPage: 1, pageSize: 10 } });
    const first = list.data[0] as { id: number };
    const detail = await data.getOne({ resource: "disputes", id: first.id });
    log.stop();
    expect(log.sent.map((entry) => `${entry.url.pathname}?role=${entry.url.searchParams.get("role")}`)).toEqual([
      "/api/v1/common/disputes?role=vendor",
      `/api/v1/common/disputes/${first.id}?role=vendor`,
    ]);
    expect(list.data.length).toBe(10);
    expect(Array.isArray((detail.data as { replies: unknown[] }).replies)).toBe(true);
  });

  it("posts a reply as {dispute_reply:{description}} with role=vendor and gets the reply back", async () => {
    const { data } = signedIn("vendor");
    const dispute = makeDispute();
    const log = recordRequests();
    const result = await data.custom!({
      url: "disputeReply",
      method: "post",
      payload: { dispute_reply: { description: "On its way" } },
      meta: { params: { id: dispute.id } },
    });
    log.stop();
    expect(log.sent[0].url.pathname).toBe(`/api/v1/common/disputes/${dispute.id}/dispute_replies`);
    expect(log.sent[0].url.searchParams.get("role")).toBe("vendor");
    expect(result.data).toMatchObject({ owner: "vendor", description: "On its way" });
    expect(db.state.disputes.find((entry) => entry.id === dispute.id)!.replies.at(-1)).toMatchObject({ description: "On its way" });
  });

  it("the mock refuses a blank reply (422), a call without role=vendor (400) and another store's dispute (404)", async () => {
    const { data, http } = signedIn("vendor");
    const own = makeDispute();
    const foreign = makeDispute({ store_id: 2 });
    const blank = data.custom!({
      url: "disputeReply",
      method: "post",
      payload: { dispute_reply: { description: "  " } },
      meta: { params: { id: own.id } },
    });
    await expect(blank).rejects.toMatchObject({ statusCode: 422 } satisfies Partial<AppHttpError>);
    await expect(http.get("/common/disputes")).rejects.toMatchObject({ response: { status: 400 } });
    await expect(data.getOne({ resource: "disputes", id: foreign.id })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("a dispute created from an order (pushed into db.state.disputes)", () => {
  it("comes first in the store's list and opens with its empty thread", async () => {
    const { data } = signedIn("vendor");
    const created = makeDispute({
      order_id: 24001,
      line_item_id: 880001,
      description: "Created from the order detail",
      status: "open",
      store_id: 1,
    });
    const list = await data.getList({ resource: "disputes", pagination: { currentPage: 1, pageSize: 10 } });
    expect(list.data[0]).toMatchObject({ id: created.id, order_id: 24001, status: "open" });
    expect(list.data[0]).not.toHaveProperty("store_id");
    const detail = await data.getOne({ resource: "disputes", id: created.id });
    expect(detail.data).toMatchObject({ id: created.id, replies: [] });
  });
});

describe("the seed", () => {
  it("has every return status and method, products and services, with and without a lower sale price, for every store", () => {
    const refunds = db.state.refunds;
    for (const status of ["requested", "approved", "completed", "rejected"]) {
      for (const method of ["bank", "wallet"]) expect(refunds.some((r) => r.status === status && r.refund_method === method)).toBe(true);
    }
    expect(new Set(refunds.map((r) => r.item_type))).toEqual(new Set(["Product", "Service"]));
    expect(refunds.some((r) => Number(r.line_item.sale_price) < Number(r.line_item.price))).toBe(true);
    expect(refunds.some((r) => Number(r.line_item.sale_price) === Number(r.line_item.price))).toBe(true);
    expect(new Set(refunds.map((r) => r.store_id))).toEqual(new Set([1, 2, 3]));
  });

  it("has disputes in several statuses with mixed threads on store 1's first page, for every store", () => {
    const firstPage = db.state.disputes
      .filter((d) => d.store_id === 1)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
      .slice(0, 10);
    expect(new Set(firstPage.map((d) => d.status)).size).toBeGreaterThan(2);
    const mixed = firstPage.filter((d) => new Set(d.replies.map((r) => r.owner)).size === 3);
    expect(mixed.length).toBeGreaterThan(2);
    expect(new Set(db.state.disputes.map((d) => d.store_id))).toEqual(new Set([1, 2, 3]));
  });

  it("is the same on every reset", () => {
    const before = JSON.stringify([db.state.refunds, db.state.disputes]);
    db.reset();
    expect(JSON.stringify([db.state.refunds, db.state.disputes])).toBe(before);
  });
});

describe("an admin's or customer's reply (issue 19: live threads)", () => {
  it("the mock adds it to the thread, and the list items carry their replies", async () => {
    const { data } = signedIn("vendor");
    const dispute = makeDispute();
    const added = addDisputeReply(dispute.id, { owner: "admin", description: "The marketplace has refunded the shipping." });
    expect(added).toMatchObject({ owner: "admin", description: "The marketplace has refunded the shipping." });
    const detail = await data.getOne({ resource: "disputes", id: dispute.id });
    expect((detail.data as unknown as MockDispute).replies.at(-1)).toEqual(added);
    const list = await data.getList({ resource: "disputes", pagination: { currentPage: 1, pageSize: 100 } });
    const item = list.data.find((entry) => entry.id === dispute.id) as unknown as MockDispute;
    expect(item.replies.at(-1)).toEqual(added);
    expect(() => addDisputeReply(999_999, { description: "x" })).toThrow();
  });
});
