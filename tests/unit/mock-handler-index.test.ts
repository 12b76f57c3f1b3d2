import { describe, expect, it } from "vitest";
import { getResponse } from "msw";
import { db } from "@/mocks/db";
import { handlers } from "@/mocks/handlers";
import { indexed, literalOf } from "@/mocks/handler-index";
import { createSession } from "@/mocks/server-session";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { MOCK_RESET_PATH } from "@/config/constants";
import { setFault } from "@/mocks/faults";

const ORIGIN = "http://localhost";

function request(path: string, init: RequestInit = {}) {
  const vendor = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
  return new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...createSession(vendor), ...(init.headers as Record<string, string>) },
  });
}

async function answer(list: Parameters<typeof getResponse>[0], path: string, init?: RequestInit) {
  const response = await getResponse(list, request(path, init));
  return response ? { status: response.status, body: await response.text() } : null;
}

describe("the browser mock's handler index", () => {
  it("keeps a path's text up to its first parameter or wildcard", () => {
    expect(literalOf("*/api/v1/vendor/orders/:id/receipt")).toBe("/api/v1/vendor/orders/");
    expect(literalOf("*/api/*")).toBe("/api/");
    expect(literalOf("*/api/v1/vendor/orders/tabs")).toBe("/api/v1/vendor/orders/tabs");
  });

  it("answers as the handlers it stands for: reads, refusals, a write, mock controls, and not the app's own files", async () => {
    const fast = indexed(handlers);
    const vendor = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
    const order = db.state.orders.find((candidate) => candidate.store_id === vendor.store_id && candidate.status === "pending")!;
    const reads = [
      "/api/v1/vendor/orders?page=2",
      "/api/v1/vendor/orders/?page=2",
      `/api/v1/vendor/orders/${order.id}`,
      `/api/v1/vendor/orders/${order.id}/`,
      `/api/v1/vendor/orders/${order.id}/receipt`,
      "/api/v1/vendor/orders/tabs",
      "/api/v1/vendor/orders/0",
    ];
    for (const path of reads) {
      const expected = await answer(handlers, path);
      expect(expected?.status, path).toBeGreaterThanOrEqual(200);
      expect(await answer(fast, path), path).toEqual(expected);
    }
    const put = { method: "PUT", body: JSON.stringify({ order: { status: "processing" } }) };
    const changed = await answer(fast, `/api/v1/vendor/orders/${order.id}`, put);
    expect(changed?.status).toBe(200);
    expect(db.state.orders.find((candidate) => candidate.id === order.id)?.status).toBe("processing");
    // Now refused by the server's own rule, in both.
    expect(await answer(fast, `/api/v1/vendor/orders/${order.id}`, put)).toEqual(
      await answer(handlers, `/api/v1/vendor/orders/${order.id}`, put),
    );

    expect((await answer(fast, MOCK_RESET_PATH, { method: "POST" }))?.status).toBe(200);
    expect(db.state.orders.find((candidate) => candidate.id === order.id)?.status).toBe("pending");
    expect(await answer(fast, "/assets/index-abc123.js")).toBeNull();
    expect(await answer(handlers, "/assets/index-abc123.js")).toBeNull();
  });

  it("answers a chosen fault on any API call, before the handler that would have answered", async () => {
    const fast = indexed(handlers);
    setFault({ fault: "503", match: "/orders/tabs$" });
    try {
      const faulted = await answer(fast, "/api/v1/vendor/orders/tabs");
      expect(faulted?.status).toBe(503);
      expect(faulted).toEqual(await answer(handlers, "/api/v1/vendor/orders/tabs"));
      expect((await answer(fast, "/api/v1/vendor/orders?page=1"))?.status).toBe(200);
    } finally {
      setFault(null);
    }
  });

  it("leaves the handlers it was given as they were: msw still reads their cookies", () => {
    const reads = handlers.map((handler) => handler.parse);
    indexed(handlers);
    expect(handlers.map((handler) => handler.parse)).toEqual(reads);
  });
});
