import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/mocks/db";
import { persistDb, restoreDb, STORAGE_KEY, WRITE_DELAY_MS } from "@/mocks/db-persistence";

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
  return { storage, writes, saved: () => JSON.parse(items.get(STORAGE_KEY) ?? "null") as { state: { sequence: number } } | null };
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
});
