// The screens part of `npm run bench` (issue 30): how the screens a seller spends the day in behave
// as the record grows, on a mid-range phone's CPU.
//   1. Starts the API stub (scripts/bench-api-stub.mjs, records from scripts/bench-api-data.mjs) and
//      builds the production app (no mock) against it; serves it and the demo build (the embedded
//      mock, built by bench.mjs) through nginx with the deployment's configuration.
//   2. Signs in once per build through the login form and keeps the session the app stored (local
//      storage and the auth cookie). The demo's database (local storage `mock-api.db.<collection>`,
//      written by src/mocks/db-persistence.ts) gets the stub's big and small twins before it is kept: the mock
//      has no endpoint that creates an order or its line items, and one write of the saved
//      database puts every record in place the same way, so that is the less fragile path.
//   3. Each screen is opened in a fresh browser context (cold HTTP cache, the kept session) the way a
//      seller opens it: the app starts on the dashboard, and once it is idle the screen is opened
//      inside it (the router follows a history entry, as a link does), so the screen's own cost is
//      measured, not the app's start (`--navigation load` measures a full page load of the
//      screen's address instead). The CPU is throttled 4× (`Emulation.setCPUThrottlingRate`) for
//      the screen. A script added before the app's own notes, in the page, when the screen's main
//      control is shown and enabled ("usable", at the animation frame after the change) and every
//      long task (the `longtask` observer, buffered). Measured: navigation → usable; its main data call's
//      response end (Resource Timing) → usable; the longest task and the total blocking time
//      (the sum of each task's time over 50 ms) before usable. A screen that ends elsewhere
//      (/not-found, the login), whose control never becomes usable, or that made a call the stub
//      cannot answer is not measured: a failure.
//   4. Rounds are interleaved (every screen of both builds in a round); medians of `runs` rounds.
//   5. On the 200-variant product, typing 10 characters into the description (the rich-text
//      editor) and into the first variant's price: per key, the keydown's time stamp → the task
//      after the next animation frame (the frame that shows the key).
//   6. The bulk status change of 10 orders: on the orders list, select the page's 10 rows, open the
//      dialog, pick Processing, and time Apply's click → the summary shown.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { BENCH_VENDOR, startApiStub } from "./bench-api-stub.mjs";
import { demoRecords, IDS } from "./bench-api-data.mjs";
import { serveWithNginx } from "./bench-lighthouse.mjs";

export const SCREEN_TARGETS = {
  /** Usable within this long after the screen's data arrived. */
  usableAfterDataMs: 1500,
  /** No main-thread task longer than this before usable. */
  longestTaskMs: 200,
  /** A big record's usable time over its small twin's. */
  bigOverSmall: 1.5,
  /** The typing latency of a key (the median of the rounds, for the slowest of the keys). */
  keyMs: 50,
  /** The demo (embedded mock) over the production build, on the same screen. */
  demoOverProduction: 1.5,
};
const CPU_THROTTLING = 4;
const USABLE_TIMEOUT_MS = 90_000;

const button = (name) => ({ selector: "button", name, exact: true });
const rows = { selector: ".MuiDataGrid-row[data-id]", name: null };
const api = (path) => `/api/v1/${path}`;

/**
 * The screens: address, main control (a CSS selector and the control's accessible name or text),
 * and the path of the call whose answer the screen waits for.
 */
export const SCREENS = [
  // The create form waits for no record: its data is the categories lookup (negative "after data": usable before it came).
  { name: "product-create", path: "/vendor/product/create", usable: button("Save"), data: api("vendor/categories/for_product_service") },
  ...[
    ["product-edit-1", IDS.product1],
    ["product-edit-50", IDS.product50],
    ["product-edit-200", IDS.product200],
  ].map(([name, id]) => ({ name, path: `/vendor/product/${id}/edit`, usable: button("Update"), data: api(`vendor/products/${id}`) })),
  {
    name: "service-form",
    path: `/vendor/service/${IDS.service}/edit`,
    usable: button("Save Service"),
    data: api(`vendor/services/${IDS.service}`),
  },
  ...[
    ["order-1", IDS.order1],
    ["order-150", IDS.order150],
  ].map(([name, id]) => ({
    name,
    path: `/vendor/order-detail/${id}`,
    usable: { selector: '[role="combobox"]', name: "Status", exact: false },
    data: api(`vendor/orders/${id}`),
  })),
  ...[
    ["dispute-5", IDS.dispute5],
    ["dispute-500", IDS.dispute500],
  ].map(([name, id]) => ({ name, path: `/vendor/disputes-detail/${id}`, usable: button("Send"), data: api(`common/disputes/${id}`) })),
  {
    name: "return-detail",
    path: `/vendor/view-return/${IDS.refund}`,
    usable: button("Approve"),
    data: api(`vendor/refunds/${IDS.refund}`),
  },
  { name: "orders-list", path: "/vendor/orders", usable: rows, data: api("vendor/orders") },
  { name: "product-catalogue", path: "/vendor/product-catalog", usable: rows, data: api("vendor/products") },
  { name: "coupons", path: "/vendor/coupons", usable: rows, data: api("vendor/coupons") },
  { name: "store-form", path: "/vendor/edit-store", usable: button("Update"), data: api("vendor/store") },
  // Timed from Apply's click to the summary; the list's own load is the orders-list screen.
  { name: "orders-bulk-10", path: "/vendor/orders", usable: rows, data: api("vendor/orders"), bulk: 10 },
];
export const SCREEN_NAMES = SCREENS.map((screen) => screen.name);
/** Big record → its small twin. */
const TWINS = { "product-edit-200": "product-edit-1", "order-150": "order-1", "dispute-500": "dispute-5" };
const TYPING_SCREEN = "product-edit-200";

/**
 * Runs in the page before the app: notes usable (the first animation frame at which the target
 * control is shown and enabled), the long tasks, and keydown → next frame.
 */
function instrument(target, armed) {
  const bench = { from: 0, usableAt: null, longTasks: [], keys: [] };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // no long task timing: the report says so (no figures)
    bench.longTasks = null;
  }
  const text = (element) => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (element.getAttribute("aria-label")) return element.getAttribute("aria-label").trim();
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim();
    return (element.textContent ?? "").trim();
  };
  const usable = () =>
    [...document.querySelectorAll(target.selector)].some(
      (element) =>
        element.getClientRects().length > 0 &&
        !element.disabled &&
        element.getAttribute("aria-disabled") !== "true" &&
        (target.name === null || (target.exact ? text(element) === target.name : text(element).includes(target.name))),
    );
  let scheduled = false;
  const check = () => {
    scheduled = false;
    if (bench.usableAt !== null) return;
    if (usable()) {
      bench.usableAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(() => {
    if (!scheduled && bench.usableAt === null) {
      scheduled = true;
      requestAnimationFrame(check);
    }
  });
  const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  // Opened inside the app: the clock and the watch start when the bench opens the screen.
  window.__benchOpen = (path) => {
    bench.from = performance.now();
    start();
    history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  };
  // A key's latency: its event's time stamp → the task right after the next frame (that frame shows it).
  document.addEventListener(
    "keydown",
    (event) => {
      const at = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bench.keys.push(performance.now() - at);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  if (!armed) return;
  if (document.documentElement) start();
  else document.addEventListener("readystatechange", start, { once: true });
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => {
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value));
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
};
const summary = (values) => ({ median: median(values), spread: spread(values) });

/** Long tasks in [from, to): the longest and the total blocking time. */
function blocking(longTasks, from, to) {
  if (!longTasks) return { longestTaskMs: null, tbtMs: null };
  const within = longTasks.filter((task) => task.start >= from && task.start < to);
  return {
    longestTaskMs: within.length ? Math.max(...within.map((task) => task.duration)) : 0,
    tbtMs: within.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
}

/** Builds the production app against the stub (or keeps the one built against the same stub port). */
function buildProduction({ root, dir, apiOrigin, log }) {
  log(`screens: building the production build against the API stub (VITE_API_URL=${apiOrigin}) into ${dir}`);
  const env = { ...process.env, VITE_API_URL: apiOrigin };
  delete env.VITE_MOCK;
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", dir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (build.status !== 0) throw new Error("the production build failed");
  writeFileSync(join(dir, "bench-api-origin.txt"), apiOrigin);
}

async function signIn(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel(/^Email/).fill(BENCH_VENDOR.email);
  await page.getByLabel(/^Password/).fill(BENCH_VENDOR.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL(/\/vendor\/?$/);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  return { context, page };
}

/** The demo's session, with the benchmark's records added to the mock's saved database. */
async function demoSession(browser, origin) {
  const { context, page } = await signIn(browser, origin);
  await page.evaluate(() => window.__mockApi?.flush());
  const state = await context.storageState();
  await context.close();
  const storage = state.origins.find((candidate) => candidate.origin === origin)?.localStorage ?? [];
  // One key per collection (src/mocks/db-persistence.ts).
  const entry = (collection) => storage.find((item) => item.name === `mock-api.db.${collection}`);
  if (!storage.some((item) => item.name === "mock-api.db:layout"))
    throw new Error("the demo saved no database (local storage mock-api.db.*) after signing in");
  const saved = (collection) => JSON.parse(entry(collection).value);
  // Every round starts from this state: the kept session's token is made the current one (not an
  // earlier one the mock accepts only for a few seconds), so no round signs out half-way.
  const credentials = JSON.parse(storage.find((item) => item.name === "sbo.session").value);
  const user = saved("users").find((candidate) => candidate.email === credentials.uid);
  const tokens = saved("tokens");
  const record = tokens[user.id]?.[credentials.client];
  if (!record) throw new Error("the demo's database holds no session for the kept credentials");
  Object.assign(record, { token: credentials.accessToken, previous_token: null, last_token: null });
  entry("tokens").value = JSON.stringify(tokens);
  for (const [key, records] of Object.entries(demoRecords())) {
    const ids = new Set(records.map((record) => record.id));
    entry(key).value = JSON.stringify([...saved(key).filter((record) => !ids.has(record.id)), ...records]);
  }
  const databaseBytes = storage.filter((item) => item.name.startsWith("mock-api.db")).reduce((sum, item) => sum + item.value.length, 0);
  return { storageState: state, databaseBytes };
}

async function prodSession(browser, origin) {
  const { context } = await signIn(browser, origin);
  const storageState = await context.storageState();
  await context.close();
  return { storageState };
}

/** Waits until the page has had no long task for 1 s (15 s at most): the start's tail is over. */
async function quiet(page) {
  await page
    .waitForFunction(
      () => {
        const tasks = window.__bench.longTasks ?? [];
        const last = tasks.length ? Math.max(...tasks.map((task) => task.start + task.duration)) : 0;
        return performance.now() - last > 1000;
      },
      null,
      { timeout: 15_000, polling: 250 },
    )
    .catch(() => undefined);
}

/** One screen, one build, one round. */
async function measureOnce({ browser, build, screen, typing, stub, navigation, profile }) {
  const inApp = navigation === "in-app";
  const context = await browser.newContext({ storageState: build.storageState, viewport: { width: 1366, height: 900 } });
  await context.addInitScript({ content: `(${instrument.toString()})(${JSON.stringify(screen.usable)}, ${!inApp});` });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The API's refusals, to say why a run ended elsewhere (a 401 signs out, a 404 leaves for /not-found).
  const refused = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/") && response.status() >= 400)
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  const unanswered = stub ? stub.unexpected.length : 0;
  const run = { ok: false };
  try {
    const cdp = await context.newCDPSession(page);
    if (inApp) {
      await page.goto(`${build.origin}/vendor/`);
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor({ timeout: USABLE_TIMEOUT_MS });
      await page.waitForLoadState("networkidle");
      await quiet(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
      if (profile) await startProfile(cdp);
      await page.evaluate((path) => window.__benchOpen(path), screen.path);
    } else {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
      if (profile) await startProfile(cdp);
      await page.goto(`${build.origin}${screen.path}`, { waitUntil: "commit" });
    }
    const reached = await page
      .waitForFunction(() => window.__bench?.usableAt !== null && window.__bench?.usableAt !== undefined, null, {
        timeout: USABLE_TIMEOUT_MS,
        polling: 250,
      })
      .then(() => true)
      .catch(() => false);
    // A control can be usable before a lookup it names as its data has answered (the create form).
    if (reached)
      await page
        .waitForFunction(
          (dataPath) =>
            performance
              .getEntriesByType("resource")
              .some((entry) => entry.startTime >= window.__bench.from && new URL(entry.name).pathname === dataPath),
          screen.data,
          { timeout: inApp ? 3_000 : 30_000, polling: 250 },
        )
        .catch(() => undefined);
    // Long tasks are reported once they end: the one that made the control usable too.
    await page.waitForTimeout(300);
    if (profile) await saveProfile(cdp, profile);
    const seen = await page.evaluate((dataPath) => {
      const calls = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= window.__bench.from && new URL(entry.name).pathname === dataPath)
        .map((entry) => entry.responseEnd);
      return { ...window.__bench, dataAt: calls.length ? Math.min(...calls) : null, path: location.pathname };
    }, screen.data);
    if (stub && stub.unexpected.length > unanswered)
      run.error = `the stub had no answer for ${stub.unexpected.slice(unanswered).join(", ")}`;
    else if (seen.path !== screen.path) run.error = `ended at ${seen.path}${refused.length ? ` (${refused.join(", ")})` : ""}`;
    else if (!reached)
      run.error = `its control (${screen.usable.name ?? screen.usable.selector}) was not usable after ${USABLE_TIMEOUT_MS / 1000} s`;
    // Inside the app a screen may show what the app already holds (the store): its data was there at once.
    else if (seen.dataAt === null && !inApp) run.error = `no call to ${screen.data} seen`;
    if (run.error) return run;
    Object.assign(run, {
      ok: true,
      usableMs: seen.usableAt - seen.from,
      afterDataMs: seen.usableAt - (seen.dataAt ?? seen.from),
      ...blocking(seen.longTasks, seen.from, seen.usableAt),
    });
    if (screen.bulk) {
      if (profile) await startProfile(cdp);
      Object.assign(run, await bulkStatusChange(page, screen.bulk));
      if (profile) await saveProfile(cdp, profile.replace(/\.cpuprofile$/, "-bulk.cpuprofile"));
    }
    if (typing) {
      if (profile) await startProfile(cdp);
      run.typing = await typingLatency(page);
      if (profile) await saveProfile(cdp, profile.replace(/\.cpuprofile$/, "-typing.cpuprofile"));
    }
    return run;
  } catch (error) {
    run.ok = false;
    // Where the page was and what the API refused say why: signed out, sent elsewhere, or still loading.
    const where = page.isClosed() ? "" : ` (at ${new URL(page.url()).pathname}${refused.length ? `; ${refused.join(", ")}` : ""})`;
    run.error = `${String(error.message ?? error).split("\n")[0]}${where}`;
    return run;
  } finally {
    if (errors.length && !run.error) run.pageErrors = errors;
    await context.close();
  }
}

/** A CPU profile of the screen's opening, for DevTools' Performance panel or scripts/bench-profile.mjs. */
async function startProfile(cdp) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
}

async function saveProfile(cdp, file) {
  const { profile } = await cdp.send("Profiler.stop");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));
}

/** Selects the page's rows, picks Processing, and times Apply → the summary (in the page). */
async function bulkStatusChange(page, count) {
  const selected = page.locator(".MuiDataGrid-row[data-id]");
  if ((await selected.count()) < count) throw new Error(`the orders list shows ${await selected.count()} rows, not ${count}`);
  for (let index = 0; index < count; index += 1) await selected.nth(index).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Change status", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox").click();
  await page.getByRole("option", { name: "Processing", exact: true }).click();
  await page.evaluate(() => {
    const bench = window.__bench;
    bench.bulk = { start: null, end: null };
    document.addEventListener(
      "click",
      (event) => {
        if (bench.bulk.start === null && event.target.closest("button")?.textContent.trim() === "Apply") bench.bulk.start = event.timeStamp;
      },
      true,
    );
    const observer = new MutationObserver(() =>
      requestAnimationFrame(() => {
        if (bench.bulk.end === null && document.body.textContent.includes("Status change summary")) {
          bench.bulk.end = performance.now();
          observer.disconnect();
        }
      }),
    );
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole("button", { name: "Apply", exact: true }).click();
  await page.waitForFunction(() => window.__bench.bulk.end !== null, null, { timeout: USABLE_TIMEOUT_MS, polling: 250 });
  await page.waitForTimeout(300);
  const seen = await page.evaluate(() => ({
    ...window.__bench.bulk,
    longTasks: window.__bench.longTasks,
    text: document.body.textContent,
  }));
  const changed = /Changed to Processing: (\d+)/.exec(seen.text)?.[1];
  if (Number(changed) !== count) throw new Error(`the summary shows ${changed ?? "no"} orders changed, not ${count}`);
  const { longestTaskMs, tbtMs } = blocking(seen.longTasks, seen.start, seen.end);
  return { bulk: { ms: seen.end - seen.start, longestTaskMs, tbtMs } };
}

/** Types 10 characters into the description (rich text) and into the first variant's price, one key at a time. */
async function typingLatency(page) {
  // Typing is measured on a settled form, not on the load's tail.
  await quiet(page);
  const keys = async (locator, text) => {
    await locator.click();
    await page.evaluate(() => (window.__bench.keys = []));
    for (const [index, key] of [...text].entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((count) => window.__bench.keys.length >= count, index + 1, { timeout: 30_000, polling: 50 });
    }
    return page.evaluate(() => window.__bench.keys);
  };
  const richText = await keys(page.locator('.ProseMirror[contenteditable="true"]').first(), "abcdefghij");
  const panel = page.getByRole("button", { name: /^Variant 1:/ });
  if ((await panel.getAttribute("aria-expanded")) !== "true") await panel.click();
  const region = page.getByRole("region", { name: /^Variant 1:/ });
  // The label carries the required mark ("Price *").
  const price = region.getByLabel(/^Price\b/).first();
  await price.waitFor();
  await price.fill("");
  const variantPrice = await keys(price, "1234567890");
  return { richText, variantPrice };
}

/**
 * Runs the part; `demoDist` is the demo build (embedded mock) that bench.mjs built. `only`: the
 * screens to measure; `demo`: also on the demo build; `reuseBuild`: keep the production build of
 * an earlier run (its stub port is kept beside it).
 */
export async function measureScreens({
  root,
  outDir,
  demoDist,
  chromePath,
  chromeArgs,
  runs,
  log,
  only = SCREEN_NAMES,
  demo = true,
  reuseBuild = false,
  navigation = "in-app",
  profileDir = null,
}) {
  const screens = SCREENS.filter((screen) => only.includes(screen.name));
  const prodDir = join(outDir, "screens-prod");
  const originFile = join(prodDir, "bench-api-origin.txt");
  const keep = reuseBuild && existsSync(originFile);
  const stub = await startApiStub({ port: keep ? Number(new URL(readFileSync(originFile, "utf8").trim()).port) : 0 });
  const cleanups = [() => stub.close()];
  try {
    if (keep) log(`screens: keeping the production build in ${prodDir} (API stub ${stub.origin})`);
    else buildProduction({ root, dir: prodDir, apiOrigin: stub.origin, log });
    const prodServer = await serveWithNginx({ root, dist: prodDir, apiOrigin: stub.origin });
    cleanups.push(prodServer.stop);
    const demoServer = demo ? await serveWithNginx({ root, dist: demoDist }) : null;
    if (demoServer) cleanups.push(demoServer.stop);
    log(`screens: nginx: production ${prodServer.origin}${demoServer ? `, demo ${demoServer.origin}` : ""}; API stub ${stub.origin}`);

    const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
    cleanups.push(() => browser.close());
    const builds = [{ name: "production", origin: prodServer.origin, stub, ...(await prodSession(browser, prodServer.origin)) }];
    if (demoServer) {
      const session = await demoSession(browser, demoServer.origin);
      log(`screens: the demo's saved database with the benchmark's records: ${(session.databaseBytes / 1024).toFixed(0)} KB`);
      builds.push({ name: "demo", origin: demoServer.origin, stub: null, ...session });
    }

    const results = Object.fromEntries(builds.map((build) => [build.name, Object.fromEntries(screens.map((screen) => [screen.name, []]))]));
    for (let round = 1; round <= runs; round += 1) {
      for (const screen of screens) {
        for (const build of builds) {
          const typing = screen.name === TYPING_SCREEN && build.name === "production";
          const profile = profileDir ? join(profileDir, `${build.name}-${screen.name}-${round}.cpuprofile`) : null;
          const run = await measureOnce({ browser, build, screen, typing, stub: build.stub, navigation, profile });
          results[build.name][screen.name].push(run);
          const figures = run.ok
            ? `usable ${Math.round(run.usableMs)} ms (after data ${Math.round(run.afterDataMs)} ms), longest task ${Math.round(run.longestTaskMs)} ms, TBT ${Math.round(run.tbtMs)} ms` +
              (run.bulk ? `; bulk ${Math.round(run.bulk.ms)} ms` : "")
            : `NOT MEASURED: ${run.error}`;
          log(`screens ${round}/${runs} ${build.name.padEnd(10)} ${screen.name.padEnd(17)} ${figures}`);
        }
      }
    }
    return summariseScreens({ runs, screens, results, builds: builds.map((build) => build.name), stub, navigation });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function summariseScreens({ runs, screens, results, builds, stub, navigation }) {
  const out = { runs, navigation, cpuThrottling: CPU_THROTTLING, targets: SCREEN_TARGETS, builds: {}, failures: [], missed: [] };
  for (const build of builds) {
    out.builds[build] = {};
    for (const screen of screens) {
      const list = results[build][screen.name];
      const good = list.filter((run) => run.ok);
      const entry = {
        runs: list,
        failed: list.length - good.length,
        usableMs: summary(good.map((run) => run.usableMs)),
        afterDataMs: summary(good.map((run) => run.afterDataMs)),
        longestTaskMs: summary(good.map((run) => run.longestTaskMs)),
        tbtMs: summary(good.map((run) => run.tbtMs)),
      };
      if (screen.bulk) {
        const bulk = good.map((run) => run.bulk).filter(Boolean);
        entry.bulk = {
          ms: summary(bulk.map((run) => run.ms)),
          longestTaskMs: summary(bulk.map((run) => run.longestTaskMs)),
          tbtMs: summary(bulk.map((run) => run.tbtMs)),
        };
      }
      const typing = good.map((run) => run.typing).filter(Boolean);
      if (typing.length) {
        entry.typing = Object.fromEntries(
          ["richText", "variantPrice"].map((field) => {
            const rounds = typing.map((run) => run[field]);
            const perKey = rounds[0].map((_, key) => median(rounds.map((round) => round[key])));
            return [
              field,
              { perKeyMedian: perKey, median: median(rounds.flat()), max: Math.max(...rounds.flat()), slowestKey: Math.max(...perKey) },
            ];
          }),
        );
      }
      for (const run of list.filter((candidate) => !candidate.ok)) out.failures.push(`${build} ${screen.name}: ${run.error}`);
      out.builds[build][screen.name] = entry;
    }
  }
  // Targets (production build), big/small, typing, demo/production.
  const prod = out.builds.production ?? {};
  out.checks = [];
  const check = (what, value, target, pass) => {
    out.checks.push({ what, value, target, pass });
    if (!pass) out.missed.push(what);
  };
  for (const [name, entry] of Object.entries(prod)) {
    const afterData = entry.bulk ? null : entry.afterDataMs.median;
    const longest = entry.bulk ? entry.bulk.longestTaskMs.median : entry.longestTaskMs.median;
    entry.pass = {
      afterData: afterData === null ? null : afterData <= SCREEN_TARGETS.usableAfterDataMs,
      longestTask: longest === null ? null : longest <= SCREEN_TARGETS.longestTaskMs,
    };
    if (afterData !== null)
      check(
        `${name}: usable ${Math.round(afterData)} ms after its data`,
        afterData,
        SCREEN_TARGETS.usableAfterDataMs,
        entry.pass.afterData,
      );
    if (longest !== null)
      check(`${name}: longest task ${Math.round(longest)} ms`, longest, SCREEN_TARGETS.longestTaskMs, entry.pass.longestTask);
  }
  out.ratios = {};
  for (const [big, small] of Object.entries(TWINS)) {
    const a = prod[big]?.usableMs.median;
    const b = prod[small]?.usableMs.median;
    if (a == null || b == null) continue;
    out.ratios[`${big} / ${small}`] = a / b;
    check(`${big} / ${small}: usable ${(a / b).toFixed(2)}×`, a / b, SCREEN_TARGETS.bigOverSmall, a / b <= SCREEN_TARGETS.bigOverSmall);
  }
  const typing = prod[TYPING_SCREEN]?.typing;
  if (typing)
    for (const [field, value] of Object.entries(typing))
      check(
        `typing (${field}): slowest key ${Math.round(value.slowestKey)} ms`,
        value.slowestKey,
        SCREEN_TARGETS.keyMs,
        value.slowestKey <= SCREEN_TARGETS.keyMs,
      );
  out.demoOverProduction = {};
  if (out.builds.demo)
    for (const [name, entry] of Object.entries(out.builds.demo)) {
      const a = entry.bulk ? entry.bulk.ms.median : entry.usableMs.median;
      const b = prod[name]?.bulk ? prod[name].bulk.ms.median : prod[name]?.usableMs.median;
      if (a == null || b == null) continue;
      out.demoOverProduction[name] = a / b;
      check(
        `${name}: demo ${(a / b).toFixed(2)}× production`,
        a / b,
        SCREEN_TARGETS.demoOverProduction,
        a / b <= SCREEN_TARGETS.demoOverProduction,
      );
    }
  out.stub = { calls: [...new Set(stub.calls)], unexpected: [...new Set(stub.unexpected)] };
  return out;
}

/** The report's lines. */
export function screensReport(result) {
  const lines = [];
  const ms = (value) => (value == null ? "—" : `${Math.round(value)}`);
  const range = (entry) => (entry?.spread ? `${ms(entry.median)} [${ms(entry.spread[0])}–${ms(entry.spread[1])}]` : "—");
  const verdict = (pass) => (pass === null || pass === undefined ? "" : pass ? "ok" : "FAIL");
  for (const [build, screens] of Object.entries(result.builds)) {
    lines.push(
      `Working screens, ${build} build, CPU ${result.cpuThrottling}× throttled, ${result.navigation === "load" ? "full page load" : "opened inside the app"}, ms, median [min–max] of ${result.runs} rounds:`,
    );
    const table = [["screen", "usable", "after data", "longest task", "TBT", "result"]];
    for (const [name, entry] of Object.entries(screens)) {
      const failed = entry.failed ? ` (${entry.failed} not measured)` : "";
      const pass = entry.pass ? [verdict(entry.pass.afterData), verdict(entry.pass.longestTask)].filter(Boolean) : [];
      const result = pass.includes("FAIL") ? "FAIL" : pass.length ? "ok" : "";
      if (entry.bulk)
        table.push([
          `${name}${failed}`,
          `${range(entry.bulk.ms)} Apply → summary`,
          "",
          range(entry.bulk.longestTaskMs),
          range(entry.bulk.tbtMs),
          result,
        ]);
      else
        table.push([
          `${name}${failed}`,
          range(entry.usableMs),
          range(entry.afterDataMs),
          range(entry.longestTaskMs),
          range(entry.tbtMs),
          result,
        ]);
    }
    const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
    for (const row of table) lines.push(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join("  ")}`.trimEnd());
    lines.push("");
  }
  const t = result.targets;
  lines.push(
    `Targets (production build): usable ≤ ${t.usableAfterDataMs} ms after the data, no task over ${t.longestTaskMs} ms, big ≤ ${t.bigOverSmall}× its small twin, typing ≤ ${t.keyMs} ms a key, demo ≤ ${t.demoOverProduction}× production.`,
  );
  if (Object.keys(result.ratios).length) {
    lines.push("Big / small (usable, medians):");
    for (const [pair, ratio] of Object.entries(result.ratios))
      lines.push(`  ${pair.padEnd(36)} ${ratio.toFixed(2)}×  ${ratio <= t.bigOverSmall ? "ok" : "FAIL"}`);
  }
  const typing = result.builds.production?.["product-edit-200"]?.typing;
  if (typing) {
    lines.push("Typing with 200 variants, key → next frame, ms (10 keys a round; per key the median of the rounds):");
    for (const [field, value] of Object.entries(typing))
      lines.push(
        `  ${field === "richText" ? "description (rich text)" : "variant 1 price"}: median ${ms(value.median)}, slowest key ${ms(value.slowestKey)}, max ${ms(value.max)}  ${value.slowestKey <= t.keyMs ? "ok" : "FAIL"}`,
      );
  }
  if (Object.keys(result.demoOverProduction).length) {
    lines.push("Demo (embedded mock) / production (usable medians; the bulk change: Apply → summary):");
    for (const [name, ratio] of Object.entries(result.demoOverProduction))
      lines.push(`  ${name.padEnd(18)} ${ratio.toFixed(2)}×  ${ratio <= t.demoOverProduction ? "ok" : "FAIL"}`);
  }
  lines.push("");
  for (const missed of result.missed) lines.push(`FAIL ${missed}`);
  for (const failure of result.failures) lines.push(`NOT MEASURED ${failure}`);
  if (result.stub.unexpected.length) lines.push(`the API stub had no answer for: ${result.stub.unexpected.join(", ")}`);
  return lines;
}
