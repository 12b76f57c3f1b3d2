import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumUse } from "../support/chromium";

/**
 * The hardening suite (issue 11): faults on every route, nothing typed lost, hostile input,
 * accessibility and the production deployment. It runs against the production build with the mock
 * API (`dist-mock`, built by `npm run test:hardening`; .ci/run builds it once for this suite and the
 * journeys) served by Debian's nginx with the configuration in deploy/nginx, so every check also
 * runs under the real Content-Security-Policy.
 * `HARDENING_ROOT` serves another build folder, `HARDENING_PORT` another port;
 * `HARDENING_URL=http://localhost:5173 npx playwright test -c tests/hardening/playwright.config.ts`
 * points it at a running server instead (a dev server while working on a check).
 * Each spec records its figures (`recordFigures`); the figures reporter prints them at the end.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

// The route table, from the registry: generated once here; the workers inherit it.
process.env.HARDENING_ROUTES ??= execFileSync(process.execPath, ["scripts/hardening-routes.mjs"], { cwd: root, encoding: "utf8" });

const PORT = Number(process.env.HARDENING_PORT ?? 4280);
const external = process.env.HARDENING_URL;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "../../test-results/hardening",
  // One browser per worker; each spec opens several contexts in it (see support/app.ts).
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./support/figures-reporter.ts"]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    ...chromiumUse,
  },
  webServer: external
    ? undefined
    : {
        command: `node scripts/serve-nginx.mjs --root ${process.env.HARDENING_ROOT ?? "dist-mock"} --port ${PORT}`,
        cwd: "../..",
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: "ignore",
        stderr: "pipe",
      },
});
