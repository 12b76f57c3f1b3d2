import { expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../src/mocks/seed/shell-seed";
import { FAULT_STORAGE_KEY, type FaultPlan, type LoggedCall } from "../../../src/mocks/faults";
import { MOCK_RESET_PATH } from "../../../src/config/constants";
import { FIGURES_ATTACHMENT, type Figures } from "./figures-reporter";

export type { FaultPlan, LoggedCall };
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Records figures for the end-of-run report (see figures-reporter.ts). */
export async function recordFigures(testInfo: TestInfo, section: string, figures: Figures) {
  await testInfo.attach(FIGURES_ATTACHMENT, { body: JSON.stringify({ section, figures }), contentType: "application/json" });
}

/**
 * What a page did wrong while a check ran: uncaught exceptions, unhandled rejections, console
 * errors, CSP violations and script executions (an `alert` trap: every XSS vector calls it).
 */
export type PageWatch = {
  pageErrors: string[];
  consoleErrors: string[];
  /** Read from the page: CSP violations and alert/confirm/prompt calls since the page loaded. */
  read(): Promise<{ violations: string[]; executions: number }>;
  reset(): void;
};

const TRAP_SCRIPT = () => {
  const state = { violations: [] as string[], executions: 0 };
  (window as unknown as { __hardening: typeof state }).__hardening = state;
  const count = () => {
    state.executions += 1;
    return undefined;
  };
  window.alert = count;
  window.confirm = () => {
    state.executions += 1;
    return false;
  };
  window.prompt = () => {
    state.executions += 1;
    return null;
  };
  document.addEventListener("securitypolicyviolation", (event) => {
    state.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
};

/** Installs the traps on every document of the context (before any app script runs). */
export async function watchContext(context: BrowserContext) {
  await context.addInitScript(TRAP_SCRIPT);
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = {
    pageErrors: [],
    consoleErrors: [],
    async read() {
      return page.evaluate(() => {
        const state = (window as unknown as { __hardening?: { violations: string[]; executions: number } }).__hardening;
        return { violations: state?.violations ?? [], executions: state?.executions ?? 0 };
      });
    },
    reset() {
      watch.pageErrors.length = 0;
      watch.consoleErrors.length = 0;
    },
  };
  page.on("pageerror", (error) => watch.pageErrors.push(`${error.name}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") watch.consoleErrors.push(message.text());
  });
  return watch;
}

/** A fresh context (its own storage, mock database and session) with the traps installed. */
export async function newWatchedPage(
  browser: Browser,
  options: { locale?: string; reducedMotion?: "reduce" | "no-preference"; colorScheme?: "light" | "dark" } = {},
) {
  const context = await browser.newContext({
    locale: options.locale ?? "en-US",
    timezoneId: "UTC",
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    // The device's scheme (`prefers-color-scheme`), which the app follows: light unless asked.
    colorScheme: options.colorScheme ?? "light",
  });
  await watchContext(context);
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}

/**
 * Signs in through the login form, as a seller would, and waits for the dashboard. A fresh page
 * first hydrates the prerendered login and starts the demo's mock worker (the sign-in call waits
 * for it): on a loaded machine that has taken over 10 s, hence the longer wait.
 */
export async function signIn(page: Page, account: DemoAccount = "vendor") {
  const { email, password } = DEMO_ACCOUNTS[account];
  if (!page.url().startsWith("http") || new URL(page.url()).pathname !== "/") await page.goto("/");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/vendor\/?$/, { timeout: 30_000 });
}

/** Chooses the mock API's fault for this tab (null: none). Takes effect on the next call, and survives reloads of the tab. */
export async function setFault(page: Page, plan: FaultPlan | null) {
  await page.evaluate(
    ([key, value]) => {
      const api = (window as unknown as { __mockApi?: { setFault(plan: unknown): void } }).__mockApi;
      if (api) api.setFault(value ? JSON.parse(value) : null);
      else if (value) sessionStorage.setItem(key, value);
      else sessionStorage.removeItem(key);
    },
    [FAULT_STORAGE_KEY, plan ? JSON.stringify(plan) : null] as const,
  );
}

/** Ends every session on the mock's server (as a revocation or an expiry does): each later authenticated call answers 401. */
export async function endAllSessions(page: Page) {
  await page.evaluate(() => (window as unknown as { __mockApi: { endAllSessions(): void } }).__mockApi.endAllSessions());
}

/** The API calls the mock saw in this tab (since the page loaded or the last `clearApiLog`). */
export async function apiLog(page: Page): Promise<LoggedCall[]> {
  return page.evaluate(() => (window as unknown as { __mockApi?: { log(): LoggedCall[] } }).__mockApi?.log() ?? []);
}

export async function clearApiLog(page: Page) {
  await page.evaluate(() => (window as unknown as { __mockApi?: { clearLog(): void } }).__mockApi?.clearLog());
}

/** Puts the mock's data back to its seed (the demo's reset). */
export async function resetMockData(page: Page) {
  await page.evaluate((path) => fetch(path, { method: "POST" }), MOCK_RESET_PATH);
}

/** A client-side navigation (no reload): what a link in the app does. Returns the page's time just before it. */
export async function navigateInApp(page: Page, url: string): Promise<number> {
  return page.evaluate((target) => {
    const at = Date.now();
    window.history.pushState({}, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
    return at;
  }, url);
}

/**
 * The page's own content is on screen: a heading or an alert, no loader, spinner or skeleton left
 * (a determinate progress bar, such as an order's shipment progress, is content), and a prerendered
 * login hydrated (its buttons take clicks only then: src/config/prerender.ts).
 */
export async function settle(page: Page, where = page.url()) {
  await expect(page.locator("main h1, main h2, main [role=alert]").first(), `${where}: content`).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("#root [data-prerender]"), `${where}: hydrated`).toHaveCount(0, { timeout: 30_000 });
  // Before the loading marks: a screen built in stages (a catalogue form's sections, a list's grid)
  // is busy until its last stage is in, and that stage may bring loading marks of its own.
  await expect(page.locator("main [aria-busy=true]"), `${where}: still building`).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator("main [role=progressbar]:not([aria-valuenow]), main .MuiSkeleton-root"), `${where}: still loading`).toHaveCount(
    0,
    { timeout: 30_000 },
  );
}
