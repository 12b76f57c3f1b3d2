import { defineConfig } from "@playwright/test";
import { chromiumUse } from "../support/chromium";

/**
 * The storage suite (issue 17): the app's real upload code (AWS SDK, Cognito credentials) against
 * s3rver in Chromium. The spec starts what it needs itself (s3rver, its signature-and-policy gate,
 * a Cognito stand-in), builds the demo with the storage variables pointing at them, and serves it
 * through nginx with the deployment's CSP. One build, one browser context, one worker.
 * `STORAGE_SUITE_BREAK=signature|cors|keys|csp npm run test:storage` breaks one piece on purpose:
 * the suite must then fail.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "../../test-results/storage",
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...chromiumUse,
  },
});
