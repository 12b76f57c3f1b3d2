import { db, type MockState } from "./db";

/** Where the demo's server state lives in the browser, so it survives a reload (not an app key: sign-out keeps it). */
export const STORAGE_KEY = "mock-api.db";
const VERSION = 1;
/** How long the writes of a burst of calls wait, to be made once. */
export const WRITE_DELAY_MS = 50;

type Page = Pick<Window, "addEventListener" | "removeEventListener"> & {
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
};

/** Loads the saved database, if there is one of this version; an unreadable one is dropped. */
export function restoreDb(storage: Storage = localStorage) {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as { version: number; state: MockState };
    if (saved.version === VERSION) db.load(saved.state);
  } catch {
    storage.removeItem(STORAGE_KEY);
  }
}

/**
 * Saves the database after its changes. Every authenticated call changes it (its token rotates),
 * and writing the whole database (about 800 KB) took about 70 ms of the page's main thread: once
 * per call, it spaced a screen's calls 100 ms apart. So the writes of a burst of calls are made
 * once, WRITE_DELAY_MS later, and at once when the page goes (a reload, a navigation, a closed
 * tab) or is hidden. `flush` writes now (`__mockApi.flush`, for tests that read the storage);
 * `stop` writes what is pending and stops listening.
 */
export function persistDb(storage: Storage = localStorage, page: Page = window): { flush: () => void; stop: () => void } {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (pending === null) return;
    clearTimeout(pending);
    pending = null;
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, state: db.state }));
  };
  const onHidden = () => {
    if (page.document.visibilityState === "hidden") flush();
  };
  const unsubscribe = db.onChange(() => {
    pending ??= setTimeout(flush, WRITE_DELAY_MS);
  });
  page.addEventListener("pagehide", flush);
  page.document.addEventListener("visibilitychange", onHidden);
  const stop = () => {
    flush();
    unsubscribe();
    page.removeEventListener("pagehide", flush);
    page.document.removeEventListener("visibilitychange", onHidden);
  };
  return { flush, stop };
}
