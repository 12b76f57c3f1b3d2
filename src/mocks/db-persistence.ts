import { db, type ChangedCollections, type Collection, type MockState } from "./db";

/**
 * Where the demo's server state lives in the browser, so it survives a reload (not an app key:
 * sign-out keeps it): one key per collection, `mock-api.db.<collection>`. Earlier versions saved
 * the whole database under this key itself; such a copy is read once and split (`restoreDb`).
 */
export const STORAGE_KEY = "mock-api.db";
/** A collection's key. */
export const collectionKey = (collection: Collection) => `${STORAGE_KEY}.${collection}`;
/** Says that the collections' keys hold a complete database (a collection not written since comes from the seed). */
export const LAYOUT_KEY = `${STORAGE_KEY}:layout`;
const LAYOUT = "collections";
/** The whole copy's version that `restoreDb` still reads. */
const WHOLE_VERSION = 1;
/** The writes of a burst of calls wait until the mock has had no change for this long, to be made once… */
export const WRITE_DELAY_MS = 300;
/** …but no longer than this after the first change they hold. */
export const WRITE_MAX_DELAY_MS = 2000;
/** Then they wait for the page to be idle, at most this long. */
const IDLE_TIMEOUT_MS = 500;

type Page = Pick<Window, "addEventListener" | "removeEventListener"> &
  Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">> & {
    document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  };

const collections = (): Collection[] => Object.keys(db.state) as Collection[];

function forget(storage: Storage) {
  storage.removeItem(STORAGE_KEY);
  storage.removeItem(LAYOUT_KEY);
  for (const collection of collections()) storage.removeItem(collectionKey(collection));
}

function writeCollections(storage: Storage, state: MockState, written: Iterable<Collection>) {
  for (const collection of written) storage.setItem(collectionKey(collection), JSON.stringify(state[collection]));
  storage.setItem(LAYOUT_KEY, LAYOUT);
}

/** The collections saved in the storage's keys (null: none), as a reload reads them. */
export function savedState(storage: Storage = localStorage): Partial<MockState> | null {
  if (storage.getItem(LAYOUT_KEY) !== LAYOUT) return null;
  const saved: Partial<Record<Collection, unknown>> = {};
  for (const collection of collections()) {
    const raw = storage.getItem(collectionKey(collection));
    if (raw !== null) saved[collection] = JSON.parse(raw);
  }
  return saved as Partial<MockState>;
}

/**
 * Loads the saved database: its collections, each from its own key (one never written comes from
 * the seed), or an earlier version's whole copy, with the tokens written after it, which is then
 * split into the collections' keys. An unreadable one is dropped.
 */
export function restoreDb(storage: Storage = localStorage) {
  try {
    const whole = storage.getItem(STORAGE_KEY);
    if (whole !== null) {
      storage.removeItem(STORAGE_KEY);
      const saved = JSON.parse(whole) as { version: number; state: MockState };
      if (saved.version !== WHOLE_VERSION) return;
      const tokens = storage.getItem(collectionKey("tokens"));
      db.load(tokens ? { ...saved.state, tokens: JSON.parse(tokens) as MockState["tokens"] } : saved.state);
      writeCollections(storage, db.state, collections());
      return;
    }
    const saved = savedState(storage);
    if (saved) db.load(saved);
  } catch {
    forget(storage);
  }
}

/**
 * Saves the database after its changes, writing only the collections a change touched (the
 * `changed` of `db.changed`: a read touches the tokens, a write what it reached), so that a
 * write's cost is the size of those collections, not of the whole database; the first write into
 * an empty storage writes them all. Writing takes the page's main thread, so:
 * - the writes of a burst of calls are made once, WRITE_DELAY_MS after the last change (at most
 *   WRITE_MAX_DELAY_MS after the first), when the page is idle;
 * - at once when the page goes (a reload, a navigation, a closed tab) or is hidden.
 * `flush` writes what is pending now, and the whole database into an empty storage (`__mockApi.flush`,
 * for tests that read the storage);
 * `stop` writes what is pending and stops listening.
 */
export function persistDb(storage: Storage = localStorage, page: Page = window): { flush: () => void; stop: () => void } {
  const dirty = new Set<Collection>();
  let complete = storage.getItem(LAYOUT_KEY) === LAYOUT;
  let state = db.state;
  let firstChange = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: number | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    if (idle !== null) page.cancelIdleCallback?.(idle);
    timer = idle = null;
  };
  const write = () => {
    cancel();
    if (dirty.size === 0) return;
    writeCollections(storage, state, complete ? dirty : collections());
    complete = true;
    dirty.clear();
  };
  const whenIdle = () => {
    timer = null;
    if (page.requestIdleCallback) idle = page.requestIdleCallback(write, { timeout: IDLE_TIMEOUT_MS });
    else write();
  };
  const onHidden = () => {
    if (page.document.visibilityState === "hidden") write();
  };
  const unsubscribe = db.onChange((current, changed: ChangedCollections) => {
    state = current;
    if (dirty.size === 0) firstChange = Date.now();
    for (const collection of changed ?? collections()) dirty.add(collection);
    if (idle !== null) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(whenIdle, Math.max(0, Math.min(WRITE_DELAY_MS, firstChange + WRITE_MAX_DELAY_MS - Date.now())));
  });
  page.addEventListener("pagehide", write);
  page.document.addEventListener("visibilitychange", onHidden);
  const stop = () => {
    write();
    unsubscribe();
    page.removeEventListener("pagehide", write);
    page.document.removeEventListener("visibilitychange", onHidden);
  };
  const flush = () => {
    // A test reads the storage next: it holds the whole database, even before any change.
    if (!complete) for (const collection of collections()) dirty.add(collection);
    write();
  };
  return { flush, stop };
}
