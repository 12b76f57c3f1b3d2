#!/usr/bin/env node
// `npm run bench`: a benchmark, not a test. It
//   1. builds the demo (`vite build --mode mock`: the embedded mock API on, so it runs without a
//      server) into <out-dir>/demo;
//   2. serves it with `vite preview` on a free localhost port;
//   3. opens each main route in Chromium (Playwright, system Chromium at CHROME_PATH or
//      /usr/bin/chromium), fresh browser context and cache per route, and sums the JavaScript and
//      CSS it fetched to show the route: gzip size (level 9, 1 KB = 1024 bytes) of each fetched
//      file, as `npm run budget` counts. The mock's own chunks (the dynamic import of
//      src/mocks/browser.ts and the chunks only it needs) and mockServiceWorker.js are not the
//      app's weight: they are reported apart;
//   4. Lighthouse (issue 20, scripts/bench-lighthouse.mjs): builds the production app (no mock)
//      against a local stub of the API (scripts/bench-api-stub.mjs) into <out-dir>/prod and a page
//      of React and MUI alone (scripts/bench-reference/) into <out-dir>/reference, serves them and
//      the demo through nginx with the deployment's configuration, and runs Lighthouse (mobile)
//      5 times, interleaved, on the reference, the login, the demo's login and the dashboard:
//      medians and spread, the requests before first paint, the login's FCP over the reference's;
//   5. measures the bulk import of a 50,000-row products CSV against a bare papaparse worker
//      (scripts/bench-import.mjs, issue 21), and fails (exit code 1) when the summary's counts
//      are not the problems planted in the file;
//   6. the working screens (scripts/bench-screens.mjs): the production build against the
//      API stub and the demo build, CPU throttled 4×: navigation → usable, usable after the data,
//      the longest task and the total blocking time of each screen, big records against their small
//      twins, typing latency, the demo over production; fails (exit code 1) when a screen could not
//      be measured, never on a missed target;
//   7. the soak (scripts/soak.mjs): signs in to the demo and makes 400 in-app navigations through
//      the sidebar's screens, printing the heap after forced GC every 100 and its ratio to the heap
//      after the first two rounds; above 1.2× it prints a FAIL line and exits with code 1;
//   8. prints a table and writes JSON to bench-results/ (ignored by git; the screens also to
//      bench-results/screens.json).
// Options: `--only routes,lighthouse,import,screens,soak` runs only those parts (e.g. `npm run bench --
// --only import`); `--rows 20000` sets the import's row count; `--out-dir <folder>` builds into another
// folder than bench-results/dist (never dist/, dist-mock/ or dist-e2e/, which tests serve);
// `--runs 3` sets the Lighthouse rounds (5 unless given) and the screens' rounds (3 unless given);
// `--pages reference,dashboard` measures only those pages (reference, login, demoLogin, dashboard)
// while working on one; `--screens product-edit-200,order-150` measures only those screens;
// `--no-demo` leaves the demo out of the screens part; `--reuse-builds` keeps the builds of an
// earlier run in --out-dir (while working on the benchmark itself); `--navigation load` opens each
// screen by a full page load of its address instead of inside the running app; `--profile <folder>`
// writes a CPU profile of each screen's opening there (`node scripts/bench-profile.mjs <file>` names
// what its longest stretch of script spent its time on).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { importReport, measureImport } from "./bench-import.mjs";
import { freePort, lighthouseReport, measureLighthouse, PAGES } from "./bench-lighthouse.mjs";
import { measureScreens, SCREEN_NAMES, screensReport } from "./bench-screens.mjs";
import { measureSoak, SOAK_BOUND, soakReport } from "./soak.mjs";

const { values: options } = parseArgs({
  options: {
    only: { type: "string" },
    rows: { type: "string", default: "50000" },
    "out-dir": { type: "string", default: "bench-results/dist" },
    runs: { type: "string" },
    pages: { type: "string" },
    screens: { type: "string" },
    "no-demo": { type: "boolean", default: false },
    "reuse-builds": { type: "boolean", default: false },
    navigation: { type: "string", default: "in-app" },
    profile: { type: "string" },
  },
});
const PARTS = ["routes", "lighthouse", "import", "screens", "soak"];
const only = new Set(options.only ? options.only.split(",").map((part) => part.trim()) : PARTS);
for (const part of only) if (!PARTS.includes(part)) throw new Error(`--only takes ${PARTS.join(", ")}; got "${part}"`);
if (!["in-app", "load"].includes(options.navigation)) throw new Error(`--navigation takes in-app or load; got "${options.navigation}"`);
const IMPORT_ROWS = Number(options.rows);
const ROOT = resolve(import.meta.dirname, "..");
const OUT_ROOT = resolve(ROOT, options["out-dir"]);
const OUT_DIR = join(OUT_ROOT, "demo");
const DIST = OUT_DIR;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
const LIGHTHOUSE_RUNS = Number(options.runs ?? 5);
const SCREEN_RUNS = Number(options.runs ?? 3);
const SCREENS = options.screens ? options.screens.split(",").map((screen) => screen.trim()) : SCREEN_NAMES;
for (const screen of SCREENS)
  if (!SCREEN_NAMES.includes(screen)) throw new Error(`--screens takes ${SCREEN_NAMES.join(", ")}; got "${screen}"`);
const LIGHTHOUSE_PAGES = options.pages ? options.pages.split(",").map((page) => page.trim()) : PAGES;
for (const page of LIGHTHOUSE_PAGES) if (!PAGES.includes(page)) throw new Error(`--pages takes ${PAGES.join(", ")}; got "${page}"`);
const VENDOR = { email: "vendor@demo.test", password: "Vendor#2026" };
const PEER = {
  name: "finefoods (Refine's MUI example, same stack)",
  jsGzipBeforeLoginPaintsKB: 691,
  lighthouseMobile: 43,
  reactMuiAloneKB: 127,
};
const KB = 1024;
const started = Date.now();

const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);

// ---------------------------------------------------------------------------------------------
// 1. Build with the embedded mock on (and no real server configured).
const buildEnv = { ...process.env };
delete buildEnv.VITE_API_URL;
if (options["reuse-builds"] && existsSync(join(OUT_DIR, ".vite/manifest.json"))) log(`keeping the demo build in ${OUT_DIR}`);
else {
  log(`building: vite build --mode mock --outDir ${OUT_DIR}`);
  const build = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--mode", "mock", "--outDir", OUT_DIR, "--emptyOutDir"],
    {
      cwd: ROOT,
      env: buildEnv,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (build.status !== 0) throw new Error("the mock build failed");
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8"));
if (!manifest["src/mocks/browser.ts"]) throw new Error("the build has no src/mocks/browser.ts chunk: is mockEnabled true in --mode mock?");

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}
const filesOf = (keys) => new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
const MOCK_ROOT = "src/mocks/browser.ts";
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const pageKeysByFile = new Map(
  Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key !== MOCK_ROOT)
    .map((key) => [manifest[key].file, key]),
);
/**
 * The mock's files on a page: what src/mocks/browser.ts loads that neither the entry nor the lazy
 * chunks this page fetched need (a chunk the mock shares with a page it did not open, e.g. a
 * library both a handler and a screen use, still counts as the mock's there), and msw's worker.
 */
function mockFilesFor(fetched) {
  const pages = fetched.filter((file) => pageKeysByFile.has(file)).map((file) => pageKeysByFile.get(file));
  const needed = closure([...entryKeys, ...pages]);
  const mockOnly = [...closure([MOCK_ROOT])].filter((key) => !needed.has(key));
  return new Set([...filesOf(mockOnly), "mockServiceWorker.js"]);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const path = join(DIST, file);
    gzipCache.set(file, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  }
  return gzipCache.get(file);
}

// Routes: the public pages and every registered screen (from the resources' index.ts files; a
// route with a parameter is measured when a page measured before links to an instance of it).
/** The signed-in screens' paths, from the one place that spells them (src/config/paths.ts). */
function registryPaths() {
  const found = [...readFileSync(join(ROOT, "src/config/paths.ts"), "utf8").matchAll(/:\s*"(\/vendor\/[^"]*)"/g)].map((match) => match[1]);
  // A silent empty table once hid every signed-in route (the paths had moved out of the registry).
  if (found.length < 10) throw new Error(`found ${found.length} signed-in paths in src/config/paths.ts: has its shape changed?`);
  return found;
}
const PUBLIC_ROUTES = [
  { name: "login", path: "/", ready: { role: "heading", name: "Login" } },
  { name: "not-found", path: "/not-found", ready: { role: "heading", name: "Not Found" } },
  { name: "message", path: "/message" },
  { name: "create-store", path: "/create-store" },
];
const vendorPaths = [...new Set(registryPaths())].sort((a, b) => (a === "/vendor/" ? -1 : b === "/vendor/" ? 1 : 0));

// ---------------------------------------------------------------------------------------------
// 2. Serve the demo build (the routes, import and soak parts; the Lighthouse part serves its builds
// through nginx).
const needsPreview = only.has("routes") || only.has("import") || only.has("soak");
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let preview = null;
if (needsPreview) {
  log(`serving ${OUT_DIR} with vite preview at ${origin}`);
  preview = spawn(
    process.execPath,
    [
      join(ROOT, "node_modules/vite/bin/vite.js"),
      "preview",
      "--mode",
      "mock",
      "--outDir",
      OUT_DIR,
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
    { cwd: ROOT, env: buildEnv, stdio: ["ignore", "ignore", "inherit"] },
  );
  process.on("exit", () => stopPreview());
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 100) throw new Error("vite preview did not start");
    await new Promise((done) => setTimeout(done, 200));
  }
}
function stopPreview() {
  if (preview && preview.exitCode === null) preview.kill("SIGTERM");
}

async function signIn(page) {
  await page.goto(`${origin}/`);
  await page.getByLabel(/^Email/).fill(VENDOR.email);
  await page.getByLabel(/^Password/).fill(VENDOR.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL(/\/vendor\/?$/);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

const results = {
  date: new Date().toISOString(),
  origin,
  peer: PEER,
  parts: [...only],
  routes: [],
  lighthouse: {},
  skipped: [],
  import: null,
  screens: null,
  soak: null,
};

try {
  if (only.has("routes") || only.has("import")) await routesAndImport();
  if (only.has("soak")) results.soak = await measureSoak({ origin, chromePath: CHROME, chromeArgs: CHROME_ARGS, log });
} finally {
  stopPreview();
}

// -------------------------------------------------------------------------------------------
// 4. Lighthouse (scripts/bench-lighthouse.mjs): the production build against the API stub, the
// demo's login and the React + MUI reference, in one Chrome, interleaved rounds.
if (only.has("lighthouse")) {
  results.lighthouse = await measureLighthouse({
    root: ROOT,
    outDir: OUT_ROOT,
    demoDist: DIST,
    chromePath: CHROME,
    chromeArgs: CHROME_ARGS,
    runs: LIGHTHOUSE_RUNS,
    log,
    only: LIGHTHOUSE_PAGES,
  });
}

// -------------------------------------------------------------------------------------------
// 6. The working screens (scripts/bench-screens.mjs): the production build against the API stub
// and the demo, CPU throttled 4×, interleaved rounds.
if (only.has("screens")) {
  results.screens = await measureScreens({
    root: ROOT,
    outDir: OUT_ROOT,
    demoDist: DIST,
    chromePath: CHROME,
    chromeArgs: CHROME_ARGS,
    runs: SCREEN_RUNS,
    log,
    only: SCREENS,
    demo: !options["no-demo"],
    reuseBuild: options["reuse-builds"],
    navigation: options.navigation,
    profileDir: options.profile ? resolve(options.profile) : null,
  });
}

/**
 * Waits until the page has fetched no new script or style for 3 s and shows no progress indicator
 * (60 s at most): chunks asked for once the data arrives (the dashboard's chart) count too. A
 * fixed pause after network idle missed them on a loaded machine.
 */
async function settled(page) {
  const deadline = Date.now() + 60_000;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const count = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => /\.(m?js|css)(\?|$)/.test(entry.name)).length,
    );
    const busy = await page.locator('[role="progressbar"]:visible').count();
    if (count !== last || busy) {
      last = count;
      quietSince = Date.now();
    } else if (Date.now() - quietSince > 3_000) return;
    await page.waitForTimeout(250);
  }
  log("  (still fetching after 60 s: measured as it was)");
}

async function routesAndImport() {
  // -------------------------------------------------------------------------------------------
  // 3. What Chromium fetches to show each route.
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: CHROME_ARGS });

  async function measure({ name, path, ready, storageState }) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    if (ready) await page.getByRole(ready.role, { name: ready.name }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await settled(page);
    const finalPath = new URL(page.url()).pathname;
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => ({ name: entry.name, encoded: entry.encodedBodySize, transfer: entry.transferSize })),
    );
    const links = await page.evaluate(() => [...document.querySelectorAll("a[href]")].map((anchor) => anchor.getAttribute("href")));
    await context.close();

    const row = { name, path, finalPath, js: 0, css: 0, jsFiles: 0, cssFiles: 0, mock: 0, browserEncoded: 0, files: [] };
    const sameOrigin = entries.filter((entry) => new URL(entry.name).origin === origin);
    const mockFiles = mockFilesFor(sameOrigin.map((entry) => new URL(entry.name).pathname.replace(/^\//, "")));
    for (const entry of sameOrigin) {
      const file = new URL(entry.name).pathname.replace(/^\//, "");
      const isJs = /\.(m?js)$/.test(file);
      const isCss = file.endsWith(".css");
      if (!isJs && !isCss) continue;
      const size = gzipSize(file);
      if (mockFiles.has(file)) {
        if (file !== "mockServiceWorker.js") row.mock += size;
        continue;
      }
      row.files.push({ file, gzip: size });
      row.browserEncoded += entry.encoded;
      if (isJs) {
        row.js += size;
        row.jsFiles += 1;
      } else {
        row.css += size;
        row.cssFiles += 1;
      }
    }
    row.mock += gzipSize("mockServiceWorker.js");
    results.routes.push(row);
    log(`${name.padEnd(14)} ${path.padEnd(28)} JS ${(row.js / KB).toFixed(1)} KB, CSS ${(row.css / KB).toFixed(1)} KB`);
    return links;
  }

  if (only.has("routes")) for (const route of PUBLIC_ROUTES) await measure(route);

  // Signed-in routes: sign in once through the form, then open each route cold in a new context
  // that carries the session (local storage, which also holds the mock's database).
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signIn(signInPage);
  const storageState = await signInContext.storageState();
  await signInContext.close();

  const seenLinks = new Set();
  const withParams = only.has("routes") ? vendorPaths.filter((path) => path.includes(":")) : [];
  for (const path of only.has("routes") ? vendorPaths.filter((candidate) => !candidate.includes(":")) : []) {
    const name = path === "/vendor/" ? "dashboard" : path.replace("/vendor/", "");
    const links = await measure({
      name,
      path,
      storageState,
      ready: path === "/vendor/" ? { role: "heading", name: "Dashboard" } : undefined,
    });
    links.forEach((link) => seenLinks.add(link));
  }
  for (const pattern of withParams) {
    const matcher = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
    const instance = [...seenLinks].find((link) => link && matcher.test(link));
    if (!instance) {
      results.skipped.push({ path: pattern, reason: "no measured page links to an instance of it" });
      continue;
    }
    await measure({ name: pattern.replace("/vendor/", "").replace(/\/:.*/, ""), path: instance, storageState });
  }
  if (only.has("import")) {
    log(`import: ${IMPORT_ROWS.toLocaleString("en")} rows`);
    results.import = await measureImport({ browser, origin, storageState, rows: IMPORT_ROWS, log });
  }
  await browser.close();
}

// ---------------------------------------------------------------------------------------------
// 5. Report.
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const table = [["route", "path", "JS gzip", "CSS gzip", "files", "mock (excluded)"]];
for (const row of results.routes) {
  table.push([row.name, row.path, kb(row.js), kb(row.css), String(row.jsFiles + row.cssFiles), kb(row.mock)]);
}
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
if (only.has("routes")) {
  console.log("");
  console.log(`JavaScript and CSS fetched to show each route (${OUT_DIR}, gzip level 9, 1 KB = 1024 bytes)`);
  for (const row of table)
    console.log(row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  "));
  for (const skipped of results.skipped) console.log(`not measured: ${skipped.path} (${skipped.reason})`);
}
if (only.has("lighthouse")) {
  console.log("");
  for (const line of lighthouseReport(results.lighthouse)) console.log(line);
}
if (results.import) {
  console.log("");
  for (const line of importReport(results.import)) console.log(line);
  // A summary that miscounts the file is a failure, however fast it came.
  if (results.import.mismatches?.length) process.exitCode = 1;
}
if (results.screens) {
  console.log("");
  for (const line of screensReport(results.screens)) console.log(line);
  // A screen that could not be measured is a failure; a missed target is the benchmark's finding.
  if (results.screens.failures.length) process.exitCode = 1;
}
if (results.soak) {
  console.log("");
  for (const line of soakReport(results.soak)) console.log(line);
  if (results.soak.ratio > SOAK_BOUND) process.exitCode = 1;
}
const login = results.routes.find((row) => row.name === "login");
console.log("");
console.log(
  `Peer: ${PEER.name}: ${PEER.jsGzipBeforeLoginPaintsKB} KB gzip of JavaScript before the login paints, Lighthouse mobile ${PEER.lighthouseMobile}` +
    ` (React + MUI alone: ${PEER.reactMuiAloneKB} KB).`,
);
if (login) {
  console.log(
    `This app: ${kb(login.js)} before the login paints (${((login.js / KB / PEER.jsGzipBeforeLoginPaintsKB) * 100).toFixed(0)}% of the peer), Lighthouse mobile ${results.lighthouse.pages?.login.summary.score.median ?? "not measured"}.`,
  );
}
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
const stamp = results.date.replace(/[:.]/g, "-");
const json = JSON.stringify(results, null, 2);
writeFileSync(join(ROOT, "bench-results", `bench-${stamp}.json`), json);
writeFileSync(join(ROOT, "bench-results", "latest.json"), json);
if (results.screens)
  writeFileSync(join(ROOT, "bench-results", "screens.json"), JSON.stringify({ date: results.date, ...results.screens }, null, 2));
log(`wrote bench-results/bench-${stamp}.json and bench-results/latest.json`);
