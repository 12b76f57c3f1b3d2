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
