// First: the reset link's secrets leave the address bar before any other module runs.
import "@/app/take-reset-landing";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";
import { createAppServices, type AppServices } from "@/app/app-services";
import { preloadScreen } from "@/app/screens";
import { startPage } from "@/app/start-page";
import { env } from "@/config/env";
import { PRERENDER_ATTRIBUTE } from "@/config/prerender";
import { strandedPage } from "@/mocks/worker-page-lifecycle";
import { prepareLanguage } from "@/providers/i18n/i18n";

let services: AppServices | undefined;
let mock: Promise<typeof import("@/mocks/browser")> | undefined;

/**
 * Starts the embedded mock API, once, when this build runs on it (undefined otherwise); a build
 * without it drops the import. API calls wait for it (`apiReady` below: the first one starts it).
 */
function startMockApi() {
  // The same test as `mockEnabled` (src/config/env.ts), spelt out here because the bundler folds it
  // to a literal only within this module: behind the imported constant the import() call was
  // dropped but the mock chunk (msw, handlers, seeds) was still emitted into dist/. `npm run budget`
  // fails a build that contains it.
  if (!(import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL)) return undefined;
  mock ??= import("@/mocks/browser").then(async (started) => {
    await started.startBrowserMock();
    // The hardening suite starts each run from a clean cache without reloading (mock builds only).
    if (services) started.exposeApp(services);
    return started;
  });
  mock.catch((error: unknown) => console.error("The mock API did not start", error));
  return mock;
}

/**
 * Mounts the app. index.html holds the login page prerendered in English and in Arabic, and
 * dashboard.html the dashboard's first paint (issue 20, scripts/prerender-pages.ts); the boot script
 * showed the one this visit starts with, or neither (another address, a visitor the page is not
 * for): the same choice as here (src/app/start-page.ts). The prerendered login is hydrated; the
 * prerendered dashboard stays until the app's first commit, which empties #root (React clears the
 * container of a new root); without one (the dev server, another page) the app renders into an
 * empty #root.
 */
function mount(services: AppServices, { language, login, dashboard }: ReturnType<typeof startPage>) {
  const root = document.getElementById("root")!;
  const containers = [...root.querySelectorAll<HTMLElement>(`:scope > [${PRERENDER_ATTRIBUTE}]`)];
  const prerendered =
    login || dashboard ? containers.find((container) => container.getAttribute(PRERENDER_ATTRIBUTE) === language) : undefined;
  const app = (
    <StrictMode>
      <App services={services} hydrating={Boolean(prerendered && login)} />
    </StrictMode>
  );
  // The chosen one keeps its attribute until the login page has hydrated (use-prerender-handover.ts).
  for (const container of containers) if (container !== prerendered) container.remove();
  // As a transition, React renders (and hydrates) in slices of a few milliseconds, yielding to the
  // browser in between, instead of one long task that would hold up input (Lighthouse's TBT).
  if (prerendered && login) {
    startTransition(() => {
      hydrateRoot(prerendered, app);
    });
  } else {
    if (!prerendered) root.replaceChildren();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}

const start = startPage();
// In the demo, the prerendered login shows and hydrates without the mock: nothing on it calls the
// API before the visitor acts, so the mock starts with their first touch, key or focus (it is then
// ready by the time they submit), or with the first API call. Any other page renders once the mock
// runs, so that the mock's controls (`window.__mockApi`, the hardening suite's) are there as soon
// as a page shows.
if (start.login) {
  for (const type of ["pointerdown", "keydown", "focusin"])
    addEventListener(type, () => void startMockApi(), { once: true, capture: true });
}

/**
 * The demo's login, loaded where the mock's worker is registered but will not control the page (a
 * hard reload): msw reloads such a page as the mock starts, at the visitor's first touch, which
 * wiped what they had typed. Reloaded at once instead, before it hydrates: the promise then never
 * settles, and the page is not mounted (src/mocks/worker-page-lifecycle.ts). The build test is
 * startMockApi's, for the same reason.
 */
function unlessStranded(): Promise<void> | undefined {
  if (!(import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL)) return undefined;
  return strandedPage().then((stranded) => {
    if (!stranded) return;
    location.reload();
    return new Promise<void>(() => undefined);
  });
}

/** The next task: what follows runs apart from what came before (shorter tasks hold up a tap for less: Lighthouse's TBT). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// An Arabic start loads its texts and right-to-left styles before the first render (no English
// flash); the screen's own code is loaded too (it then renders at once, without a loader first),
// looked up in a task of its own, not in the one that ran the app's modules.
void Promise.all([
  prepareLanguage(),
  nextTask().then(() => preloadScreen(location.pathname)),
  start.login ? unlessStranded() : startMockApi()?.catch(() => undefined),
]).then(async () => {
  // And the app mounts in a task of its own.
  await nextTask();
  services = createAppServices(env.apiBase, { apiReady: startMockApi });
  void mock?.then(
    (started) => started.exposeApp(services!),
    () => undefined,
  );
  mount(services, start);
});
