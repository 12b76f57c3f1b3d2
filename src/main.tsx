import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { mockEnabled } from "@/config/env";
import { App } from "@/app/app";

/** Starts the embedded mock API first when this build runs on it; a build without it drops the import. */
async function startMockApi() {
  if (!mockEnabled) return;
  const { startBrowserMock } = await import("@/mocks/browser");
  await startBrowserMock();
}

void startMockApi().then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
