import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { setFault } from "@/mocks/faults";
import { storeCollections, type StoreCollection, type StoreRecord } from "@/mocks/collections";
import { collectionHandlers } from "@/mocks/handlers/collection-handlers";
import { createSession } from "@/mocks/server-session";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { apiResources } from "@/providers/data/api-table";

/** The generic read-only handler of a store collection (src/mocks/handlers/collection-handlers.ts), over HTTP. */
const API = "http://localhost/api/v1";

async function get(path: string, account: keyof typeof DEMO_ACCOUNTS | null = "vendor") {
  const headers = account ? createSession(db.userByEmail(DEMO_ACCOUNTS[account].email)!) : {};
  const response = await fetch(`${API}${path}`, { headers });
  const body = response.headers.get("content-type")?.includes("json") ? await response.json() : null;
  return { status: response.status, body: body as { success: boolean; data: Record<string, unknown> | null } };
}

function vendorStoreId() {
  return db.userByEmail(DEMO_ACCOUNTS.vendor.email)!.store_id!;
}

describe("collectionHandlers", () => {
  it("pages the store's own records under data.<listKey>, without their store, honouring records_per_page", async () => {
    // The customers collection served as it would be with every default (path and list key its name, a detail).
    server.use(...collectionHandlers("customers"));
    const own = db.state.customers.filter((customer) => customer.store_id === vendorStoreId());
    const { status, body } = await get("/vendor/customers?page=2&records_per_page=15");
    expect(status).toBe(200);
    expect(body.data!.customers).toEqual(own.slice(15, 30).map(({ store_id: _store, ...customer }) => customer));
    expect(body.data!.pagination).toEqual({ page: 2, total_pages: Math.ceil(own.length / 15) });
  });

  it("uses the default page size when the call sends none", async () => {
    server.use(...collectionHandlers("customers", { pageSize: 7 }));
    const { body } = await get("/vendor/customers");
    expect(body.data!.customers).toHaveLength(7);
  });

  it("answers one own record by id, and 404 for another store's id or an unknown one", async () => {
    server.use(...collectionHandlers("customers", { base: "common", path: "people", listKey: "people" }));
    const mine = db.state.customers.find((customer) => customer.store_id === vendorStoreId())!;
    const theirs = db.state.customers.find((customer) => customer.store_id !== vendorStoreId())!;
    expect((await get(`/common/people/${mine.id}`)).body.data).toEqual({ ...mine, store_id: undefined, id: mine.id });
    expect((await get(`/common/people/${theirs.id}`)).status).toBe(404);
    expect((await get("/common/people/999999")).status).toBe(404);
    expect((await get("/common/people")).body.data).toHaveProperty("people");
  });

  it("asks for a session, and lets the fault injector answer first", async () => {
    // The registered handlers (src/mocks/handlers.ts), where the fault injector comes first: the customers are `GET users`.
    expect((await get("/vendor/users", null)).status).toBe(401);
    setFault({ fault: "500", match: "/vendor/users" });
    expect((await get("/vendor/users")).status).toBe(500);
  });

  it("serves every collection of src/mocks/collections.ts from its seed", async () => {
    for (const [name, collection] of Object.entries<StoreCollection<StoreRecord>>(storeCollections)) {
      expect(db.state, `db.state.${name}`).toHaveProperty(name);
      const { status, body } = await get(`/${collection.base ?? "vendor"}/${collection.path ?? name}`);
      expect(status, `GET ${collection.path ?? name}`).toBe(200);
      expect(body.data, name).toHaveProperty(collection.listKey ?? name);
    }
  });
});

describe("the mock API", () => {
  it("answers the list of every resource of the API table (a missing one: add its collection to src/mocks/collections.ts)", async () => {
    const unanswered: string[] = [];
    for (const [name, api] of Object.entries(apiResources)) {
      const query = new URLSearchParams({
        ...Object.fromEntries(Object.entries(api.query ?? {}).map(([k, v]) => [k, String(v)])),
        page: "1",
      });
      const path = `/${api.base}/${api.path}?${query}`;
      const answer = await get(path).catch(() => null);
      const list = answer?.body?.data?.[api.listKey];
      if (answer?.status !== 200 || !Array.isArray(list)) unanswered.push(`"${name}": GET ${path} → ${answer?.status ?? "no handler"}`);
    }
    expect(unanswered).toEqual([]);
  });
});
