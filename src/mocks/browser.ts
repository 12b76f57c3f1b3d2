import { setupWorker } from "msw/browser";
import { db, type MockState } from "./db";
import { handlers } from "./handlers";
import { clearMockApiLog, mockApiLog, setFault } from "./faults";
import { addDisputeReply } from "./dispute-replies";
import { endAllSessions } from "./server-session";
import { reloadWhenRestoredFromCache, startClosingOnPagehide } from "./worker-page-lifecycle";

/** Where the demo's server state lives in the browser, so it survives a reload (not an app key: sign-out keeps it). */
const STORAGE_KEY = "mock-api.db";
const VERSION = 1;

function restore() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as { version: number; state: MockState };
    if (saved.version === VERSION) db.load(saved.state);
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
}

/**
 * Every authenticated call changes the state (its token rotates), and writing the whole database
 * took about 70 ms of the page's main thread: once per call, it spaced a screen's calls 100 ms
 * apart. The writes of a burst of calls are made once, a moment later; a page that goes (a reload,
 * a navigation, a closed tab) or is hidden writes at once. Returns the write, for `__mockApi.flush`.
 */
const WRITE_DELAY_MS = 50;

function persist(): () => void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (pending === null) return;
    clearTimeout(pending);
    pending = null;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, state: db.state }));
  };
  db.onChange(() => {
    pending ??= setTimeout(write, WRITE_DELAY_MS);
  });
  window.addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") write();
  });
  return write;
}

/** The hardening suite's controls (Playwright calls them with `page.evaluate`). */
declare global {
  interface Window {
    __mockApi?: {
      setFault: typeof setFault;
      log: typeof mockApiLog;
      clearLog: typeof clearMockApiLog;
      /** Adds an admin's or customer's reply to a dispute on the server (issue 19: live threads). */
      addDisputeReply: typeof addDisputeReply;
      /** Ends every session on the server: the next authenticated call answers 401. */
      endAllSessions: typeof endAllSessions;
      /** Writes the database's last changes to local storage now (a test reading "mock-api.db" first calls it). */
      flush: () => void;
      /** Forgets every query (cancelling those on their way) and every toast: the next screen asks the server afresh, as after a reload. */
      resetApp?: () => Promise<void>;
    };
  }
}

export async function startBrowserMock() {
  restore();
  const flush = persist();
  window.__mockApi = { setFault, log: mockApiLog, clearLog: clearMockApiLog, addDisputeReply, endAllSessions, flush };
  const worker = setupWorker(...handlers);
  // Full navigations and reloads must not cut the page off the mock while it still runs (see worker-page-lifecycle.ts).
  await startClosingOnPagehide(() => worker.start({ onUnhandledRequest: "bypass", quiet: true }));
  reloadWhenRestoredFromCache();
}

/** What `resetApp` needs of the running app (its query cache and its toasts), described here: the mock imports no client code. */
type RunningApp = { queryClient: { cancelQueries(): Promise<void>; clear(): void }; toasts: { clear(): void } };

/** Hands the suite's controls the running app's cache and toasts (main.tsx, once the app's services exist). */
export function exposeApp({ queryClient, toasts }: RunningApp) {
  if (!window.__mockApi) return;
  window.__mockApi.resetApp = async () => {
    await queryClient.cancelQueries();
    queryClient.clear();
    toasts.clear();
  };
}
