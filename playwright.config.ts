import { defineConfig } from "@playwright/test";
import { chromiumUse } from "./tests/support/chromium";
import { freshDemoBuild } from "./tests/support/prebuilt-demo";

/**
 * End-to-end journeys in a system Chromium (no browser download): CHROME_PATH, else Debian's
 * /usr/bin/chromium (`apt-get install chromium`). The app is the production build with the embedded
 * mock API (`vite build --mode mock`, about 5 s) served by `vite preview` on its own port, so a
 * developer's server on 5173 is left alone: a built app loads its screens several times faster than
 * the dev server, which transforms every module on first request. `E2E_DEV=1` runs the journeys
 * against `npm start` instead (while working on the app). `E2E_PREBUILT=dist-mock` serves a demo
 * build already made (CI builds it once for these journeys and the hardening suite) instead of
 * building dist-e2e; it must be newer than the sources.
 */
const PORT = Number(process.env.E2E_PORT ?? 5174);
const CI = Boolean(process.env.CI);
const DEV = Boolean(process.env.E2E_DEV);
const PREBUILT = process.env.E2E_PREBUILT;
const OUT_DIR = PREBUILT && !DEV ? freshDemoBuild(import.meta.dirname, PREBUILT) : "dist-e2e";
const preview = `npx vite preview --mode mock --outDir ${OUT_DIR} --port ${PORT} --strictPort`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // The server and the browsers share a small runner's cores: two workers finish sooner than one.
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  // No retries: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  // Under the dev server a journey's first pages wait for the modules to be transformed; on a busy
  // 2-core machine that alone has taken 20 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...chromiumUse,
  },
  webServer: {
    command: DEV ? "npm start" : PREBUILT ? preview : `npx vite build --mode mock --outDir ${OUT_DIR} --logLevel warn && ${preview}`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !CI,
    // The dev server's first start pre-bundles dependencies (cold node_modules/.vite): allow for a loaded machine.
    timeout: 180_000,
    // `DEBUG=pw:webserver npx playwright test` shows the server's output.
    stdout: "ignore",
    stderr: "pipe",
  },
});
