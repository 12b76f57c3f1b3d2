import { setupWorker } from "msw/browser";
import { db, type MockState } from "./db";
import { handlers } from "./handlers";
import { clearMockApiLog, mockApiLog, setFault } from "./faults";

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

function persist() {
  let scheduled = false;
  db.onChange(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, state: db.state }));
    });
  });
}

/** The hardening suite's controls (Playwright calls them with `page.evaluate`). */
declare global {
  interface Window {
    __mockApi?: { setFault: typeof setFault; log: typeof mockApiLog; clearLog: typeof clearMockApiLog };
  }
}

export async function startBrowserMock() {
  restore();
  persist();
  window.__mockApi = { setFault, log: mockApiLog, clearLog: clearMockApiLog };
  await setupWorker(...handlers).start({ onUnhandledRequest: "bypass", quiet: true });
}
