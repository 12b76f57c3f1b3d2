import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/mocks/db";
import { persistDb, restoreDb, STORAGE_KEY, TOKENS_KEY, WRITE_DELAY_MS } from "@/mocks/db-persistence";

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
  const sizes = () => writes.map((key) => [key, items.get(key)?.length ?? 0] as const);
  return {
    storage,
    writes,
    sizes,
    saved: () => JSON.parse(items.get(STORAGE_KEY) ?? "null") as { state: { sequence: number } } | null,
  };
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

/** What a call to the mock does to its database: a change (a token rotates, a record is saved). */
function call() {
  db.nextId();
  db.changed();
}

/** What a read does: its session's token rotates, nothing else changes. */
function read() {
  db.state.tokens[1] = { client: { token: `t${db.state.sequence}`, previous_token: null, last_token: null, updated_at: 0, expiry: 0 } };
  db.changed(["tokens"]);
}

describe("the demo's database in local storage", () => {
  let stop: () => void = () => undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("writes a burst of calls once, a moment later, with the last state", () => {
    const { storage, writes, saved } = memoryStorage();
    ({ stop } = persistDb(storage, fakePage().page));
    for (let index = 0; index < 8; index += 1) call();
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toEqual([STORAGE_KEY]);
    expect(saved()?.state.sequence).toBe(db.state.sequence);
    call();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toHaveLength(2);
  });

  it("writes at once when the page goes or is hidden, and not again after", () => {
    const { storage, writes, saved } = memoryStorage();
    const { page, goes, hide } = fakePage();
    ({ stop } = persistDb(storage, page));
    call();
    goes();
    expect(writes).toHaveLength(1);
    expect(saved()?.state.sequence).toBe(db.state.sequence);
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toHaveLength(1);

    call();
    hide("visible");
    expect(writes).toHaveLength(1);
    hide("hidden");
    expect(writes).toHaveLength(2);
    // Nothing changed since: nothing to write.
    goes();
    expect(writes).toHaveLength(2);
  });

  it("flush writes what is pending (a test about to read the storage)", () => {
    const { storage, writes, saved } = memoryStorage();
    const persisted = persistDb(storage, fakePage().page);
    stop = persisted.stop;
    persisted.flush();
    expect(writes).toEqual([]);
    call();
    persisted.flush();
    expect(saved()?.state.sequence).toBe(db.state.sequence);
  });

  it("stopped, it writes what was pending and nothing after", () => {
    const { storage, writes } = memoryStorage();
    const { page, goes } = fakePage();
    const persisted = persistDb(storage, page);
    call();
    persisted.stop();
    expect(writes).toHaveLength(1);
    call();
    goes();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toHaveLength(1);
  });

  it("a reload restores what was written, and drops an unreadable copy", () => {
    const { storage, saved } = memoryStorage();
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

    storage.setItem(STORAGE_KEY, "{not json");
    restoreDb(storage);
    expect(saved()).toBeNull();
  });

  it("after reads, writes only the tokens, whatever the size of the data; a reload restores them over the whole copy", () => {
    const { storage, writes, sizes, saved } = memoryStorage();
    const { page, goes } = fakePage();
    ({ stop } = persistDb(storage, page));
    call();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    const whole = sizes()[0][1];
    // The demo's data grows: a product of 200 variants.
    const product = db.state.products[0];
    product.variants = Array.from({ length: 200 }, () => structuredClone(product.variants[0]));
    call();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(sizes()[1][1]).toBeGreaterThan(whole);
    writes.length = 0;

    for (let index = 0; index < 5; index += 1) read();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toEqual([TOKENS_KEY]);
    expect(sizes()[0][1]).toBeLessThan(500);
    const tokens = structuredClone(db.state.tokens);

    goes();
    stop();
    db.reset();
    restoreDb(storage);
    expect(db.state.tokens).toEqual(tokens);
    expect(db.state.products[0].variants).toHaveLength(200);
    expect(saved()?.state.sequence).toBe(db.state.sequence);
  });

  it("a change beyond the tokens writes the whole copy, which holds the tokens, and flush writes it whole", () => {
    const { storage, writes } = memoryStorage();
    const persisted = persistDb(storage, fakePage().page);
    stop = persisted.stop;
    read();
    db.changed(["reportRequests"]);
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(storage.getItem(TOKENS_KEY)).toBeNull();
    expect(writes).toEqual([STORAGE_KEY]);

    read();
    persisted.flush();
    expect(writes).toEqual([STORAGE_KEY, STORAGE_KEY]);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).state.tokens).toEqual(db.state.tokens);
  });
});
