import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, type Collection } from "@/mocks/db";
import {
  collectionKey,
  LAYOUT_KEY,
  persistDb,
  restoreDb,
  savedState,
  STORAGE_KEY,
  WRITE_DELAY_MS,
  WRITE_MAX_DELAY_MS,
} from "@/mocks/db-persistence";
import { createSession } from "@/mocks/server-session";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { makeOrder, makeProduct } from "../support/records";

/** A local storage that counts its writes. */
function memoryStorage() {
  const items = new Map<string, string>();
  const writes: string[] = [];
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(key);
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  return { storage, writes, size: (key: string) => items.get(key)?.length ?? 0 };
}

/** A page whose `pagehide` and visibility the test drives. */
function fakePage() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  const page = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    document,
  };
  return {
    page,
    goes: () => window.dispatchEvent(new Event("pagehide")),
    hide: (state: DocumentVisibilityState) => {
      document.visibilityState = state;
      document.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

/** What a call to the mock that creates a record does to its database. */
function call() {
  db.nextId();
  db.changed(["sequence"]);
}

/** What a read does: its session's token rotates, nothing else changes. */
function read() {
  db.state.tokens[1] = { client: { token: `t${db.state.sequence}`, previous_token: null, last_token: null, updated_at: 0, expiry: 0 } };
  db.changed(["tokens"]);
}

const every = () => Object.keys(db.state) as Collection[];
const keysOf = (collections: Collection[]) => [...collections.map(collectionKey), LAYOUT_KEY];

describe("the demo's database in local storage", () => {
  let stop: () => void = () => undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("writes a burst of calls once, when they pause, with the last state; the first write saves every collection", () => {
    const { storage, writes } = memoryStorage();
    ({ stop } = persistDb(storage, fakePage().page));
    for (let index = 0; index < 5; index += 1) {
      call();
      vi.advanceTimersByTime(WRITE_DELAY_MS - 10);
    }
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(writes).toEqual(keysOf(every()));
    expect(savedState(storage)?.sequence).toBe(db.state.sequence);
    writes.length = 0;
    call();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toEqual(keysOf(["sequence"]));
  });

  it("calls that never pause are still written, WRITE_MAX_DELAY_MS after the first", () => {
    const { storage, writes } = memoryStorage();
    ({ stop } = persistDb(storage, fakePage().page));
    for (let elapsed = 0; elapsed < WRITE_MAX_DELAY_MS; elapsed += 100) {
      call();
      vi.advanceTimersByTime(100);
    }
    expect(writes).toContain(collectionKey("sequence"));
  });

  it("writes at once when the page goes or is hidden, and not again after", () => {
    const { storage, writes } = memoryStorage();
    const { page, goes, hide } = fakePage();
    ({ stop } = persistDb(storage, page));
    call();
    goes();
    expect(writes).toHaveLength(every().length + 1);
    expect(savedState(storage)?.sequence).toBe(db.state.sequence);
    writes.length = 0;
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toEqual([]);

    call();
    hide("visible");
    expect(writes).toEqual([]);
    hide("hidden");
    expect(writes).toEqual(keysOf(["sequence"]));
    // Nothing changed since: nothing to write.
    goes();
    expect(writes).toHaveLength(2);
  });

  it("flush writes what is pending, and the whole database into an empty storage (a test about to read it)", () => {
    const { storage, writes } = memoryStorage();
    const persisted = persistDb(storage, fakePage().page);
    stop = persisted.stop;
    persisted.flush();
    expect(writes).toEqual(keysOf(every()));
    writes.length = 0;
    persisted.flush();
    expect(writes).toEqual([]);
    call();
    persisted.flush();
    expect(writes).toEqual(keysOf(["sequence"]));
    expect(savedState(storage)?.sequence).toBe(db.state.sequence);
  });

  it("stopped, it writes what was pending and nothing after", () => {
    const { storage, writes } = memoryStorage();
    const { page, goes } = fakePage();
    const persisted = persistDb(storage, page);
    call();
    persisted.stop();
    expect(writes).toHaveLength(every().length + 1);
    call();
    goes();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toHaveLength(every().length + 1);
  });

  it("a reload restores what was written, and drops an unreadable copy", () => {
    const { storage } = memoryStorage();
    const { page, goes } = fakePage();
    ({ stop } = persistDb(storage, page));
    call();
    const written = db.state.sequence;
    goes();
    stop();
    db.reset();
    expect(db.state.sequence).not.toBe(written);
    restoreDb(storage);
    expect(db.state.sequence).toBe(written);

    storage.setItem(collectionKey("orders"), "{not json");
    db.reset();
    restoreDb(storage);
    expect(db.state.sequence).not.toBe(written);
    expect(savedState(storage)).toBeNull();
    expect(storage.getItem(collectionKey("sequence"))).toBeNull();
  });

  it("reads an earlier version's whole copy, with the tokens written after it, and splits it into the collections' keys", () => {
    const { storage } = memoryStorage();
    const product = db.state.products[0];
    const whole = { version: 1, state: { ...db.state, products: [{ ...product, name_en: "Saved before" }], sequence: 4321 } };
    storage.setItem(STORAGE_KEY, JSON.stringify(whole));
    read();
    const tokens = structuredClone(db.state.tokens);
    storage.setItem(collectionKey("tokens"), JSON.stringify(tokens));
    db.reset();

    restoreDb(storage);
    expect(db.state.products.map((saved) => saved.name_en)).toEqual(["Saved before"]);
    expect(db.state.tokens).toEqual(tokens);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(savedState(storage)?.sequence).toBe(4321);
    db.reset();
    restoreDb(storage);
    expect(db.state.sequence).toBe(4321);
  });

  it("after reads, writes only the tokens, whatever the size of the data", () => {
    const { storage, writes, size } = memoryStorage();
    const persisted = persistDb(storage, fakePage().page);
    stop = persisted.stop;
    // The demo's data grows: a product of 200 variants.
    makeProduct({ variants: Array.from({ length: 200 }, () => ({})) });
    persisted.flush();
    writes.length = 0;

    for (let index = 0; index < 5; index += 1) read();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toEqual(keysOf(["tokens"]));
    expect(size(collectionKey("tokens"))).toBeLessThan(500);
  });
});

describe("the demo's database in local storage, after a call that changes one record", () => {
  const BASE = "http://localhost/api/v1";

  it("writes the collection the call changed and the session's token, not the others, however big they are", async () => {
    const { storage, writes } = memoryStorage();
    const persisted = persistDb(storage, fakePage().page);
    // The demo's data grows: a product of 200 variants.
    const product = makeProduct({ variants: Array.from({ length: 200 }, () => ({})) });
    const vendor = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
    const order = makeOrder({ store_id: vendor.store_id!, status: "pending" });
    persisted.flush();
    writes.length = 0;

    const response = await fetch(`${BASE}/vendor/orders/${order.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...createSession(vendor) },
      body: JSON.stringify({ order: { status: "processing" } }),
    });
    expect(response.status).toBe(200);
    persisted.stop();

    expect(writes).toContain(collectionKey("orders"));
    expect(writes).toContain(collectionKey("tokens"));
    // Besides those, only what signing the call in reads (its user and store) may be written again.
    const others = writes.filter((key) => !keysOf(["orders", "tokens"]).includes(key));
    expect(others.filter((key) => !keysOf(["users", "stores"]).includes(key))).toEqual([]);
    db.reset();
    restoreDb(storage);
    expect(db.state.orders.find((candidate) => candidate.id === order.id)?.status).toBe("processing");
    expect(db.state.products.find((candidate) => candidate.id === product.id)?.variants).toHaveLength(200);
  });
});
