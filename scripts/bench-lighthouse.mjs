// The Lighthouse part of `npm run bench` (issue 20): the login and the dashboard of the production
// build as a deployment serves them, next to a page of React and MUI alone, and the demo's login.
//   1. Starts the API stub (scripts/bench-api-stub.mjs) on 127.0.0.1 and builds the app in
//      production mode (no mock) against it (`VITE_API_URL`), and the reference page
//      (scripts/bench-reference/: React 19 + MUI 6, a heading, two text fields and a button).
//   2. Serves the production build, the demo build (the embedded mock, built by bench.mjs) and the
//      reference through nginx with the deployment's configuration (scripts/serve-nginx.mjs: gzip,
//      cache headers, the strict CSP), each on its own localhost port.
//   3. Signs in once through the production login form (against the stub), keeps the session the
//      app stored (local storage: `sbo.session`, `sbo.store`), and then runs Lighthouse (mobile
//      preset, simulated throttling, performance only) `runs` times, interleaved so that each round
//      measures every page under the same load: the reference, the login, the demo's login and the
//      dashboard. The dashboard runs seed that session into local storage first and keep it
//      (`disableStorageReset`), clearing only the HTTP cache, so every script still loads cold.
//   4. Per page: medians and spread (min–max) of the score, FCP, LCP, TBT, CLS and the requests the
//      page started before its first contentful paint (observed, unthrottled), and the login's FCP
//      over the reference's FCP of the same round.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { BENCH_VENDOR, startApiStub } from "./bench-api-stub.mjs";

export const TARGETS = { loginScore: 95, fcpRatio: 1.3, dashboardScore: 90, demoLoginGap: 10 };

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHttp(url, what) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (attempt > 100) throw new Error(`${what} did not start`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Serves a build through nginx with the deployment's configuration; returns its origin and stop(). */
export async function serveWithNginx({ root, dist, apiOrigin }) {
  const port = await freePort();
  const args = [
    join(root, "scripts/serve-nginx.mjs"),
    "--root",
    dist,
    "--port",
    String(port),
    ...(apiOrigin ? ["--api-origin", apiOrigin] : []),
  ];
  const server = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  process.on("exit", stop);
  await waitForHttp(origin, `nginx for ${dist}`);
  return { origin, stop };
}

/** Builds the production app (no mock) against the stub, and the React + MUI reference. */
async function buildProductionAndReference({ root, outDir, apiOrigin, log }) {
  const prodDir = join(outDir, "prod");
  log(`building the production build against the API stub (VITE_API_URL=${apiOrigin}) into ${prodDir}`);
  const env = { ...process.env, VITE_API_URL: apiOrigin };
  delete env.VITE_MOCK;
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", prodDir, "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (build.status !== 0) throw new Error("the production build failed");

  const referenceDir = join(outDir, "reference");
  log(`building the React + MUI reference into ${referenceDir}`);
  const { build: viteBuild } = await import("vite");
  const { default: react } = await import("@vitejs/plugin-react");
  await viteBuild({
    configFile: false,
    root: join(root, "scripts/bench-reference"),
    // The app's own build uses it too (and it quiets MUI's "use client" notices).
    plugins: [react()],
    logLevel: "warn",
    build: { outDir: referenceDir, emptyOutDir: true },
  });
  return { prodDir, referenceDir };
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => {
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value));
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
};
const FIELDS = ["score", "fcpMs", "lcpMs", "tbtMs", "cls", "siMs", "requestsBeforePaint", "requests"];

/** Medians and spread of the runs that went right (a run that failed or ended elsewhere is left out, and counted). */
function summarise(runs) {
  const good = runs.filter((run) => !run.runtimeError);
  const fields = FIELDS.map((field) => [
    field,
    { median: median(good.map((run) => run[field])), spread: spread(good.map((run) => run[field])) },
  ]);
  return { ...Object.fromEntries(fields), failed: runs.length - good.length };
}

/** The pages measured, in the order of a round (`only` picks some of them: `npm run bench -- --pages dashboard`). */
export const PAGES = ["reference", "login", "demoLogin", "dashboard"];

/**
 * Runs the part; `demoDist` is the demo build (embedded mock) that bench.mjs built. Returns
 * `{ pages: {reference, login, demoLogin, dashboard}: {runs, summary}, fcpRatio, stub }`.
 */
export async function measureLighthouse({ root, outDir, demoDist, chromePath, chromeArgs, runs, log, only = PAGES }) {
  const stub = await startApiStub();
  const cleanups = [() => stub.close()];
  try {
    const { prodDir, referenceDir } = await buildProductionAndReference({ root, outDir, apiOrigin: stub.origin, log });
    const servers = {
      prod: await serveWithNginx({ root, dist: prodDir, apiOrigin: stub.origin }),
      demo: await serveWithNginx({ root, dist: demoDist }),
      reference: await serveWithNginx({ root, dist: referenceDir }),
    };
    for (const server of Object.values(servers)) cleanups.push(server.stop);
    log(
      `nginx: production ${servers.prod.origin}, demo ${servers.demo.origin}, reference ${servers.reference.origin}; API stub ${stub.origin}`,
    );

    const { default: lighthouse } = await import("lighthouse");
    const chromeLauncher = await import("chrome-launcher");
    const userDataDir = mkdtempSync(join(tmpdir(), "bench-chrome-"));
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", ...chromeArgs],
      userDataDir,
      logLevel: "silent",
    });
    cleanups.push(async () => {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    });

    // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART...): such a run is retried.
    const lighthouseRun = async (url, flags = {}, attempt = 1) => {
      const run = await lighthouseOnce(url, flags);
      return run.runtimeError && attempt < 3 ? lighthouseRun(url, flags, attempt + 1) : run;
    };
    let dumped = 0;
    const lighthouseOnce = async (url, flags) => {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...flags,
      });
      // BENCH_LHR_DIR=<folder> keeps every run's full Lighthouse report (JSON), to look into one.
      if (process.env.BENCH_LHR_DIR)
        writeFileSync(
          join(
            process.env.BENCH_LHR_DIR,
            `lhr-${String((dumped += 1)).padStart(2, "0")}-${new URL(url).port}${new URL(url).pathname.replace(/\//g, "_")}.json`,
          ),
          JSON.stringify(lhr),
        );
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null;
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: audit("first-contentful-paint"),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        siMs: audit("speed-index"),
        observedFcpMs: observedFcp,
        requestsBeforePaint:
          observedFcp === null
            ? null
            : requests.filter((request) => request.rendererStartTime !== undefined && request.rendererStartTime <= observedFcp).length,
        requests: requests.length,
        finalUrl: lhr.finalDisplayedUrl,
        runtimeError: lhr.runtimeError?.message ?? null,
      };
    };

    // The signed-in session, from a real sign-in through the production login form (against the stub).
    const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = cdpBrowser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${servers.prod.origin}/`);
    await page.getByLabel(/^Email/).fill(BENCH_VENDOR.email);
    await page.getByLabel(/^Password/).fill(BENCH_VENDOR.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(/\/vendor\/?$/);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByText("140").waitFor();
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith("sbo."))));
    if (!session["sbo.session"] || !session["sbo.store"])
      throw new Error(`the sign-in stored no session (${Object.keys(session).join(", ")})`);
    const cdp = await context.newCDPSession(page);
    const seedSession = async () => {
      await page.goto(`${servers.prod.origin}/favicon.svg`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
      await cdp.send("Network.clearBrowserCache");
    };

    // A first visit: nothing stored for the origin (no session, no demo database, no mock worker).
    // Lighthouse's own reset left the signed-in session in local storage.
    const firstVisit = async (origin) => {
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      await cdp.send("Network.clearBrowserCache");
    };
    const pages = Object.fromEntries(PAGES.filter((name) => only.includes(name)).map((name) => [name, []]));
    const record = (name, run, round) => {
      pages[name].push(run);
      const ended = run.runtimeError ? ` (error: ${run.runtimeError})` : "";
      log(
        `lighthouse ${round}/${runs} ${name.padEnd(10)} ${String(run.score).padStart(3)}  FCP ${Math.round(run.fcpMs)} ms  TBT ${Math.round(run.tbtMs)} ms  requests before paint ${run.requestsBeforePaint}${ended}`,
      );
    };
    for (let round = 1; round <= runs; round += 1) {
      if (pages.reference) {
        await firstVisit(servers.reference.origin);
        record("reference", await lighthouseRun(`${servers.reference.origin}/`), round);
      }
      if (pages.login) {
        await firstVisit(servers.prod.origin);
        const login = await lighthouseRun(`${servers.prod.origin}/`);
        if (new URL(login.finalUrl).pathname !== "/") login.runtimeError ??= `ended at ${login.finalUrl}`;
        record("login", login, round);
      }
      if (pages.demoLogin) {
        await firstVisit(servers.demo.origin);
        record("demoLogin", await lighthouseRun(`${servers.demo.origin}/`), round);
      }
      if (!pages.dashboard) continue;
      await seedSession();
      const unanswered = stub.unexpected.length;
      const dashboard = await lighthouseRun(`${servers.prod.origin}/vendor/`, { disableStorageReset: true });
      if (!new URL(dashboard.finalUrl).pathname.startsWith("/vendor")) dashboard.runtimeError ??= `ended at ${dashboard.finalUrl}`;
      // A call the stub cannot answer is a 404, which the app sends to /not-found: not the dashboard measured.
      if (stub.unexpected.length > unanswered)
        dashboard.runtimeError ??= `the stub had no answer for ${stub.unexpected.slice(unanswered).join(", ")}`;
      record("dashboard", dashboard, round);
    }
    await page.close();
    await cdpBrowser.close().catch(() => undefined);

    const ratios = (pages.login ?? [])
      .map((run, index) => [run, pages.reference?.[index]])
      .filter(([run, reference]) => reference && !run.runtimeError && !reference.runtimeError)
      .map(([run, reference]) => run.fcpMs / reference.fcpMs);
    return {
      runs,
      origins: { prod: servers.prod.origin, demo: servers.demo.origin, reference: servers.reference.origin, api: stub.origin },
      pages: Object.fromEntries(Object.entries(pages).map(([name, list]) => [name, { runs: list, summary: summarise(list) }])),
      fcpRatio: { median: median(ratios), spread: spread(ratios), runs: ratios },
      stub: { calls: [...new Set(stub.calls)], unexpected: [...new Set(stub.unexpected)] },
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const LABELS = { reference: "React + MUI", login: "login", dashboard: "dashboard", demoLogin: "demo login" };

/** The report's lines. */
export function lighthouseReport(result) {
  const lines = [];
  const range = (entry, format) => (entry.spread ? `${format(entry.median)} [${format(entry.spread[0])}–${format(entry.spread[1])}]` : "—");
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  const int = (value) => String(Math.round(value));
  const cls = (value) => value.toFixed(3);
  const table = [["page", "score", "FCP", "LCP", "TBT", "CLS", "requests before paint"]];
  for (const [name, { summary }] of Object.entries(result.pages)) {
    table.push([
      `${LABELS[name]}${summary.failed ? ` (${summary.failed} failed)` : ""}`,
      range(summary.score, int),
      range(summary.fcpMs, ms),
      range(summary.lcpMs, ms),
      range(summary.tbtMs, (value) => `${Math.round(value)} ms`),
      range(summary.cls, cls),
      range(summary.requestsBeforePaint, int),
    ]);
  }
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  lines.push(
    `Lighthouse mobile (simulated throttling), median [min–max] of ${result.runs} interleaved rounds; production build (nginx, gzip) against the API stub:`,
  );
  for (const row of table) lines.push(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join("  ")}`);
  const { login, dashboard, demoLogin } = result.pages;
  const ratio = result.fcpRatio;
  // A page whose every run failed has no median: its target is missed, not a crash of the report.
  const check = (value, ok) => (value === null ? "MISSED (no run went right)" : ok ? "ok" : "MISSED");
  lines.push("");
  // A page left out (`--pages`) has no target line.
  if (login && result.pages.reference)
    lines.push(
      `  login FCP / React + MUI FCP (same round): ${range(ratio, (value) => value.toFixed(2))}   target ≤ ${TARGETS.fcpRatio}: ${check(ratio.median, ratio.median <= TARGETS.fcpRatio)}`,
    );
  if (login)
    lines.push(
      `  login score ${login.summary.score.median}   target ≥ ${TARGETS.loginScore}: ${check(login.summary.score.median, login.summary.score.median >= TARGETS.loginScore)}`,
    );
  if (dashboard)
    lines.push(
      `  dashboard score ${dashboard.summary.score.median}   target ≥ ${TARGETS.dashboardScore}: ${check(dashboard.summary.score.median, dashboard.summary.score.median >= TARGETS.dashboardScore)}`,
    );
  if (login && demoLogin) {
    const gap = login.summary.score.median - demoLogin.summary.score.median;
    lines.push(
      `  demo login ${demoLogin.summary.score.median}, ${gap} points under the login   target ≤ ${TARGETS.demoLoginGap}: ${check(demoLogin.summary.score.median, gap <= TARGETS.demoLoginGap)}`,
    );
  }
  if (result.stub.unexpected.length) lines.push(`  the API stub had no answer for: ${result.stub.unexpected.join(", ")}`);
  return lines;
}
