import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";
import { indexed } from "./handler-index";
import { persistDb, restoreDb, savedState } from "./db-persistence";
import { clearMockApiLog, mockApiLog, setFault } from "./faults";
import { addDisputeReply } from "./dispute-replies";
import { endAllSessions } from "./server-session";
import { reloadWhenRestoredFromCache, startClosingOnPagehide, untilClaimed } from "./worker-page-lifecycle";

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
      /** Writes the database's last changes to local storage now. */
      flush: () => void;
      /** The database as saved in local storage, its last changes written first: what a reload would restore. */
      saved: () => ReturnType<typeof savedState>;
      /** Forgets every query (cancelling those on their way) and every toast: the next screen asks the server afresh, as after a reload. */
      resetApp?: () => Promise<void>;
    };
  }
}

export async function startBrowserMock() {
  restoreDb();
  const { flush } = persistDb();
  const saved = () => {
    flush();
    return savedState();
  };
  window.__mockApi = { setFault, log: mockApiLog, clearLog: clearMockApiLog, addDisputeReply, endAllSessions, flush, saved };
  const worker = setupWorker(...indexed(handlers));
  // msw's worker posts the page a copy of every response's body, for these events, as a stream
  // from the worker: unread, each copy kept a MessagePort (and the worker its bytes) for the tab's life.
  for (const type of ["response:mocked", "response:bypass"] as const) {
    worker.events.on(type, ({ response }) => void response.body?.cancel().catch(() => undefined));
  }
  // msw would reload a page its worker is about to claim (see worker-page-lifecycle.ts).
  await untilClaimed();
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
