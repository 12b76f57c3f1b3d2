#!/usr/bin/env node
// `npm run budget`: checks a production build (`npm run build`, dist/ by default; another folder as
// the first argument) against the foundation issue's performance rules. Exits 1 when one fails.
//
// 1. Bundle budgets (gzip, level 9, 1 KB = 1024 bytes): the JavaScript the login route loads
//    (entry chunk + its static imports + the lazy login page + its static imports) at most 250 KB;
//    the dashboard route (entry + lazily loaded shell pieces in src/app + the lazy dashboard page,
//    each with its static imports) at most 350 KB. Read from Vite's manifest, so deterministic.
// 2. No mock code: no msw or embedded-mock marker in any file of the build, no src/mocks module in
//    the manifest, no mockServiceWorker.js. (Check that this can fail: `npm run build:mock` then
//    `node scripts/check-budget.mjs dist-mock` reports the markers.)
// 3. No AWS access key id (AKIA...) anywhere in the build.
// 4. The login route loads no data grid, date picker, PDF, object-storage (AWS SDK), Markdown
//    (micromark/react-markdown, pulled in by @refinedev/mui's index) or rich-text editor code; the
//    dashboard no editor, storage or PDF code, and no chart code (MUI X Charts: issue 19's chart is
//    fetched lazily, after the dashboard has painted). The manifest names
//    chunks, not the modules inside them, so each library is found by a string its minified code
//    keeps; each marker was checked against a build that imports the library (and is absent from
//    the app's own chunks).
// 5. The login in one wave (issue 20): index.html holds the prerendered login, and the requests to
//    paint and hydrate it (index.html and every file it names) are at most 8, with every file the
//    login route needs among them. Read from index.html and the manifest, so deterministic.
// 6. The dashboard's first paint (issue 20): dashboard.html holds it prerendered, asks for no script
//    before it paints, and names every file the dashboard route needs for after.
// 7. The rich-text editor's chunk starts with V8's compile hint (`//# allFunctionsCalledOnLoad`,
//    vite.config.ts): its functions compiled as it loads, not on the seller's first key.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
const BUDGETS = { login: 250 * KB, dashboard: 350 * KB };
const PAGES = {
  login: "src/resources/login/login-page.tsx",
  dashboard: "src/resources/dashboard/dashboard-page.tsx",
};

/** Strings only msw or the embedded mock API put in a bundle. */
const MOCK_MARKERS = [
  ["mockServiceWorker", "msw's worker script URL"],
  ["[MSW]", "msw's log prefix"],
  ["MOCK_ACTIVATE", "msw's worker protocol"],
  ["KEEPALIVE_REQUEST", "msw's worker protocol"],
  ["mock-api.db", "the embedded mock's storage key (src/mocks/db-persistence.ts)"],
  ["Vendor#2026", "a seeded demo password (src/mocks/seed)"],
];

/** Libraries the login route must not load, each with a string its minified code keeps. */
const LOGIN_FORBIDDEN = [
  ["@mui/x-data-grid", ["MuiDataGrid"]],
  ["@mui/x-date-pickers", ["MuiPickers"]],
  ["react-pdf / pdfjs-dist", ["GlobalWorkerOptions"]],
  ["@cantoo/pdf-lib", ["No PDF header found"]],
  ["@cantoo/fontkit (the agreement's Arabic font)", ["Unknown font format"]],
  ["@aws-sdk", ["x-amz-", "@aws-sdk"]],
  ["micromark / react-markdown", ["codeFenced", "htmlFlow", "react-markdown"]],
  ["the rich-text editor (Tiptap / ProseMirror)", ["ProseMirror-trailingBreak"]],
];

/**
 * Libraries the dashboard must not load either: the storage SDK and the PDF code (they load with an
 * upload or a document), the editor (a chunk of its own: src/components/rich-text/form-rich-text.tsx),
 * and MUI X Charts, whose orders-by-status chart is a lazy chunk of its own
 * (src/resources/dashboard/orders-status-chart.tsx). "MuiChartsSurface" is the class name of the
 * charts' drawing surface: in a demo build it is in that chunk and in no other file.
 */
const DASHBOARD_FORBIDDEN = [
  ...LOGIN_FORBIDDEN.filter(([library]) => /^(@aws-sdk|@cantoo\/pdf-lib|@cantoo\/fontkit|react-pdf|the rich-text editor)/.test(library)),
  ["@mui/x-charts", ["MuiChartsSurface"]],
];

const AWS_KEY = /AKIA[0-9A-Z]{16}/;

const dist = resolve(process.argv[2] ?? "dist");
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${relative(process.cwd(), manifestPath)}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const failures = [];

/** Chunk keys reached from `keys` through static imports (what the browser loads with them). */
function withStaticImports(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

function routeCost(keys) {
  const chunks = [...withStaticImports(keys)];
  const js = [...new Set(chunks.map((key) => manifest[key].file))];
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
  const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
for (const [route, page] of Object.entries(PAGES)) {
  if (!manifest[page]) failures.push(`${route}: the page ${page} is not a chunk of its own (it must be lazy)`);
}
// Shell pieces that the app loads lazily (layout, guards) count for every signed-in route.
const lazyShell = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith("src/app/"));

const routes = {
  login: routeCost([...entries, PAGES.login].filter((key) => manifest[key])),
  dashboard: routeCost([...entries, ...lazyShell, PAGES.dashboard].filter((key) => manifest[key])),
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log(`Bundle budgets (${relative(process.cwd(), dist) || "."}, gzip level 9, 1 KB = 1024 bytes)`);
console.log("");
const rows = [["route", "JS gzip", "budget", "CSS gzip", "JS chunks", "result"]];
for (const [route, cost] of Object.entries(routes)) {
  const ok = cost.jsGzip <= BUDGETS[route];
  if (!ok) failures.push(`${route}: ${kb(cost.jsGzip)} of JavaScript (gzip) is over its budget of ${kb(BUDGETS[route])}`);
  rows.push([route, kb(cost.jsGzip), kb(BUDGETS[route]), kb(cost.cssGzip), String(cost.js.length), ok ? "ok" : "OVER"]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows)
  console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  "));
console.log("");
for (const [route, cost] of Object.entries(routes)) {
  const files = [...cost.js].sort((a, b) => gzipSize(b) - gzipSize(a));
  console.log(`${route}: ${files.map((file) => `${file.replace(/^assets\//, "")} ${kb(gzipSize(file))}`).join(", ")}`);
}
console.log("");

// The login in one wave (issue 20). index.html holds the login page prerendered (English and
// Arabic) and names every request the page makes to paint and then hydrate: its own tags and the
// lists the boot script requests (scripts/prerender-pages.ts): `data-modules` (the app's scripts,
// asked for once the page has painted) and, for an Arabic visitor, `data-arabic`. Counted: index.html
// itself, each file it names, the icon. At most 8, and every file the login route needs (from the
// manifest, as above) must be among them: none may wait for a chunk to name it (a second round trip).
const REQUEST_LIMIT = 8;
const indexHtml = readFileSync(join(dist, "index.html"), "utf8");
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const named = { en: [], ar: [] };
for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const own = attribute(tag, "src") ?? (/\srel="(stylesheet|modulepreload|preload|icon)"/.test(tag) ? attribute(tag, "href") : undefined);
  const list = (name) => (attribute(tag, name) ?? "").split(" ").filter(Boolean);
  for (const url of [own, ...list("data-modules")].filter(Boolean)) {
    named.en.push(url);
    named.ar.push(url);
  }
  named.ar.push(...list("data-arabic"));
}
const asFile = (url) => url.replace(/^\//, "");
const prerendered = ["en", "ar"].every((language) => new RegExp(`<div data-prerender="${language}">[\\s\\S]*?<form`).test(indexHtml));
if (!prerendered) failures.push("index.html does not hold the login page prerendered in English and Arabic (scripts/prerender-pages.ts)");
console.log("Requests for the login to paint and hydrate (index.html and what it names):");
for (const [language, urls] of Object.entries(named)) {
  const count = 1 + urls.length;
  const ok = count <= REQUEST_LIMIT;
  if (!ok) failures.push(`login (${language}): ${count} requests to paint and hydrate, over ${REQUEST_LIMIT}`);
  console.log(
    `  ${language}: ${count} (limit ${REQUEST_LIMIT}) ${ok ? "ok" : "OVER"}: index.html, ${urls.map((url) => url.replace(/^\/(assets\/)?/, "")).join(", ")}`,
  );
}
const secondWave = [...routes.login.js, ...routes.login.css].filter((file) => !named.en.some((url) => asFile(url) === file));
if (secondWave.length)
  failures.push(`login: ${secondWave.join(", ")} not named by index.html (a second round trip before the page can hydrate)`);
console.log("");

// The dashboard's first paint (issue 20). dashboard.html holds it prerendered (English and Arabic)
// and asks for no script before it paints: the app's scripts are all in the boot script's
// `data-modules` (asked for once the page has painted), every file the dashboard route needs among them.
const dashboardHtml = readFileSync(join(dist, "dashboard.html"), "utf8");
const dashboardPrerendered = ["en", "ar"].every((language) =>
  new RegExp(`<div data-prerender="${language}">[\\s\\S]*?<h1`).test(dashboardHtml),
);
if (!dashboardPrerendered)
  failures.push("dashboard.html does not hold the dashboard prerendered in English and Arabic (scripts/prerender-pages.ts)");
const earlyScripts = dashboardHtml.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
if (earlyScripts.length) failures.push(`dashboard.html asks for scripts before it paints: ${earlyScripts.join(" ")}`);
const dashboardModules = (/\sdata-modules="([^"]*)"/.exec(dashboardHtml)?.[1] ?? "").split(" ").filter(Boolean).map(asFile);
const dashboardLater = routes.dashboard.js.filter((file) => !dashboardModules.includes(file));
if (dashboardLater.length)
  failures.push(`dashboard: ${dashboardLater.join(", ")} not named by dashboard.html (a second round trip before the app renders)`);
console.log(
  `The dashboard's first paint: dashboard.html ${dashboardPrerendered ? "prerendered in en and ar" : "NOT PRERENDERED"}, ${earlyScripts.length} scripts before it paints, ${dashboardModules.length} after (${dashboardLater.length} missing).`,
);
console.log("");

// Every file of the build, for the mock and secret checks.
function listFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
const files = listFiles(dist).filter((path) => !path.endsWith(".map"));
const text = (path) => readFileSync(path, "latin1");

const mockModules = Object.keys(manifest).filter((key) => key.startsWith("src/mocks/"));
if (mockModules.length) failures.push(`mock code: the build has chunks for ${mockModules.join(", ")}`);
if (existsSync(join(dist, "mockServiceWorker.js"))) failures.push("mock code: mockServiceWorker.js is in the build");
for (const path of files) {
  const content = text(path);
  const found = MOCK_MARKERS.filter(([marker]) => content.includes(marker));
  if (found.length) {
    failures.push(`mock code in ${relative(dist, path)}: ${found.map(([marker, what]) => `"${marker}" (${what})`).join(", ")}`);
  }
  const key = content.match(AWS_KEY);
  if (key) failures.push(`an AWS access key id (${key[0].slice(0, 8)}...) in ${relative(dist, path)}`);
}

for (const [route, forbidden] of [
  ["login", LOGIN_FORBIDDEN],
  ["dashboard", DASHBOARD_FORBIDDEN],
]) {
  for (const file of routes[route].js) {
    const content = text(join(dist, file));
    for (const [library, markers] of forbidden) {
      const marker = markers.find((candidate) => content.includes(candidate));
      if (marker) failures.push(`the ${route} route loads ${library} (found "${marker}" in ${file})`);
    }
  }
}

const EDITOR = "src/components/rich-text/rich-text-editor.tsx";
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
if (!manifest[EDITOR]) failures.push(`the rich-text editor ${EDITOR} is not a chunk of its own (it must be lazy)`);
else if (!text(join(dist, manifest[EDITOR].file)).startsWith(COMPILE_HINT))
  failures.push(`the rich-text editor's chunk ${manifest[EDITOR].file} does not start with V8's compile hint "${COMPILE_HINT}"`);

console.log(
  `Checked ${files.length} files: mock code, AWS access keys, libraries kept out of the login and dashboard routes, the editor's compile hint.`,
);
if (failures.length) {
  console.error("");
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log("Budget check passed.");
