import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { createAppServices } from "@/app/app-services";
import { prepareLanguage } from "@/providers/i18n/i18n";

/** Starts the embedded mock API first when this build runs on it; a build without it drops the import. */
async function startMockApi() {
  // The same test as `mockEnabled` (src/config/env.ts), spelt out here because the bundler folds it
  // to a literal only within this module: behind the imported constant the import() call was
  // dropped but the mock chunk (msw, handlers, seeds) was still emitted into dist/. `npm run budget`
  // fails a build that contains it.
  if (!(import.meta.env.VITE_MOCK === "true" && !import.meta.env.VITE_API_URL)) return undefined;
  const mock = await import("@/mocks/browser");
  await mock.startBrowserMock();
  return mock;
}

// An Arabic start loads its texts and right-to-left styles before the first render (no English flash).
void Promise.all([startMockApi(), prepareLanguage()]).then(([mock]) => {
  const services = createAppServices();
  // The hardening suite starts each run from a clean cache without reloading (mock builds only).
  mock?.exposeApp(services);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
