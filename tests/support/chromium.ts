/**
 * The system Chromium the Playwright suites drive (no browser download): CHROME_PATH, else
 * Debian's /usr/bin/chromium, started with the flags this offline 2-core machine needs.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

/**
 * What every Playwright suite (journeys, hardening, storage) runs with: the system Chromium, an
 * English UTC browser, and reduced motion (the app honours the setting: no loader spins, no drawer
 * slides, and a small runner's cores stop painting animation frames nobody looks at).
 */
export const chromiumUse = {
  browserName: "chromium",
  headless: true,
  launchOptions: chromiumLaunchOptions,
  screenshot: "only-on-failure",
  trace: "retain-on-failure",
  locale: "en-US",
  timezoneId: "UTC",
  contextOptions: { reducedMotion: "reduce" },
} as const;
