import { db, type ChangedCollections, type MockState } from "./db";

/** Where the demo's server state lives in the browser, so it survives a reload (not an app key: sign-out keeps it). */
export const STORAGE_KEY = "mock-api.db";
/** The sessions' tokens when only they changed since the database was last written whole. */
export const TOKENS_KEY = "mock-api.db.tokens";
const VERSION = 1;
/** How long the writes of a burst of calls wait, to be made once. */
export const WRITE_DELAY_MS = 50;

type Page = Pick<Window, "addEventListener" | "removeEventListener"> & {
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
};

/**
 * Loads the saved database, if there is one of this version, with the tokens written after it;
 * an unreadable one is dropped.
 */
export function restoreDb(storage: Storage = localStorage) {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as { version: number; state: MockState };
    if (saved.version !== VERSION) return;
    const tokens = storage.getItem(TOKENS_KEY);
    db.load(tokens ? { ...saved.state, tokens: JSON.parse(tokens) as MockState["tokens"] } : saved.state);
  } catch {
    storage.removeItem(STORAGE_KEY);
    storage.removeItem(TOKENS_KEY);
  }
}

/**
 * Saves the database after its changes. Every authenticated call changes it (its token rotates),
 * and writing the whole database takes the page's main thread for as long as the database is big
 * (tens of milliseconds for the seed, several times that once the demo's records grow). So:
 * - the writes of a burst of calls are made once, WRITE_DELAY_MS later, and at once when the page
 *   goes (a reload, a navigation, a closed tab) or is hidden;
 * - when only tokens changed (reads: most calls), only the tokens are written, under TOKENS_KEY,
 *   a write the size of the sessions whatever the data; the whole database is written when
 *   anything else changed (and TOKENS_KEY goes, the whole copy holding the same tokens).
 * `flush` writes the whole database now (`__mockApi.flush`, for tests that read STORAGE_KEY);
 * `stop` writes what is pending and stops listening.
 */
export function persistDb(storage: Storage = localStorage, page: Page = window): { flush: () => void; stop: () => void } {
  let pending: ReturnType<typeof setTimeout> | null = null;
  /** Whether a change since the last write touched more than the tokens. */
  let wholeChanged = false;
  const writeWhole = () => {
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, state: db.state }));
    storage.removeItem(TOKENS_KEY);
  };
  const write = (whole: boolean) => {
    if (pending === null) return;
    clearTimeout(pending);
    pending = null;
    if (whole || wholeChanged) writeWhole();
    else storage.setItem(TOKENS_KEY, JSON.stringify(db.state.tokens));
    wholeChanged = false;
  };
  const writePending = () => write(false);
  const onHidden = () => {
    if (page.document.visibilityState === "hidden") writePending();
  };
  const unsubscribe = db.onChange((_state, changed: ChangedCollections) => {
    if (!changed || changed.some((collection) => collection !== "tokens")) wholeChanged = true;
    pending ??= setTimeout(writePending, WRITE_DELAY_MS);
  });
  page.addEventListener("pagehide", writePending);
  page.document.addEventListener("visibilitychange", onHidden);
  const stop = () => {
    writePending();
    unsubscribe();
    page.removeEventListener("pagehide", writePending);
    page.document.removeEventListener("visibilitychange", onHidden);
  };
  return { flush: () => write(true), stop };
}
