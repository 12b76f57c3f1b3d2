// A tab that runs all day (issue 30): in-app navigations round after round through the sidebar's
// screens, the JavaScript heap read after a forced garbage collection. Used by `npm run bench --
// --only soak` (400 navigations) and by tests/e2e/soak.spec.ts (a short soak, so a new leak fails
// CI). The page must be signed in and showing the signed-in shell; the driver clicks the sidebar's
// links as a seller would, so the router, the lazy screens and their data all take part.

/** The sidebar's links, in its order (the ten main screens for the demo's vendor: dashboard, products, services, orders, coupons, returns, disputes, banners, profile, reports). */
export async function sidebarScreens(page) {
  const nav = page.locator("nav").first();
  await nav.locator("a[href]").first().waitFor();
  return nav.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

/**
 * Clicks the sidebar's link to `path` and waits for that screen's content: its address, a heading
 * (the screen's own once seen: `titles` remembers it per path) and no progress indicator or busy
 * region left. Returns the heading's text.
 */
async function visit(page, path, titles, shown) {
  const from = new URL(page.url()).pathname;
  // Already there (the first screen after sign-in): the heading need not change.
  const previousTitle = from.replace(/\/$/, "") === path.replace(/\/$/, "") ? null : shown;
  await page.locator(`nav a[href="${path}"]`).first().click();
  const known = titles.get(path);
  const handle = await page
    .waitForFunction(
      ({ path, known, previousTitle }) => {
        const here = location.pathname.replace(/\/$/, "") === path.replace(/\/$/, "");
        const heading = document.querySelector("main h1, h1");
        const title = heading?.textContent?.trim();
        if (!here || !title) return false;
        if (known ? title !== known : previousTitle !== null && title === previousTitle) return false;
        const busy = [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].some(
          (element) => element.getClientRects().length > 0,
        );
        return busy ? false : title;
      },
      { path, known, previousTitle },
      { timeout: 30_000, polling: 50 },
    )
    .catch(async (error) => {
      const state = await page.evaluate(() => ({
        at: location.pathname,
        heading: document.querySelector("main h1, h1")?.textContent,
        busy: [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.outerHTML.slice(0, 120)),
      }));
      throw new Error(`${path} did not show (expected heading: ${known ?? `not "${previousTitle}"`}): ${JSON.stringify(state)}`, {
        cause: error,
      });
    });
  const title = await handle.jsonValue();
  titles.set(path, title);
  return title;
}

/**
 * What the page holds after forced garbage collections: the JavaScript heap in use (`usedSize`),
 * and Blink's counts of DOM nodes (detached ones included), JavaScript event listeners and
 * documents. Two collections per sample (the second frees what the first's finalizers let go);
 * the heap is the least of `samples` samples a moment apart, since a request or a timer that is
 * under way when one is taken holds a few megabytes for an instant, which a leak does not.
 */
export async function memoryAfterGc(cdp, samples = 3) {
  let usedSize = Infinity;
  for (let sample = 0; sample < samples; sample += 1) {
    if (sample) await new Promise((done) => setTimeout(done, 200));
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("HeapProfiler.collectGarbage");
    usedSize = Math.min(usedSize, (await cdp.send("Runtime.getHeapUsage")).usedSize);
  }
  const { nodes, jsEventListeners: listeners, documents } = await cdp.send("Memory.getDOMCounters");
  return { usedSize, nodes, listeners, documents };
}

/**
 * How many MessagePort objects Blink holds, from a heap snapshot (slow: taken for the last reading
 * only). A port stays alive while it is entangled and listened to, even
 * with no JavaScript reference: a channel nobody closes, or a stream from a worker nobody reads,
 * is one more per call. The heap figure hardly shows them; this count does.
 */
async function messagePorts(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", collect);
  try {
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  } finally {
    cdp.off("HeapProfiler.addHeapSnapshotChunk", collect);
  }
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(""));
  const fields = snapshot.meta.node_fields;
  const type = fields.indexOf("type");
  const name = fields.indexOf("name");
  const native = snapshot.meta.node_types[type].indexOf("native");
  let count = 0;
  for (let index = 0; index < nodes.length; index += fields.length) {
    if (nodes[index + type] === native && strings[nodes[index + name]] === "MessagePort") count += 1;
  }
  return count;
}

/**
 * Runs `rounds` rounds through `screens` (default: every sidebar link), reading the memory after
 * forced collections (`memoryAfterGc`) before the first round and after each. The baseline is the
 * reading after the first two rounds (every screen's code loaded, its data cached and the hot code
 * compiled once); `ratio` is the last heap reading over the baseline's. Each round ends on the same
 * screen, so a reading's DOM nodes and listeners are those of one screen and the shell, plus
 * whatever leaked.
 *
 * `countPorts` also counts Blink's MessagePorts for the last reading (`ports`).
 * Types: scripts/soak.d.mts.
 */
export async function runSoak({ page, rounds, screens, dwellMs = 0, countPorts = false, log = () => {} }) {
  if (rounds < 3) throw new Error("a soak needs at least 3 rounds: the first two set the baseline");
  const list = screens ?? (await sidebarScreens(page));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.enable");
  const titles = new Map();
  const series = [];
  let title = await page.locator("h1").first().textContent();
  let navigations = 0;
  try {
    series.push({ round: 0, navigations, ...(await memoryAfterGc(cdp)) });
    for (let round = 1; round <= rounds; round += 1) {
      for (const path of list) {
        title = await visit(page, path, titles, title);
        if (dwellMs) await page.waitForTimeout(dwellMs);
        navigations += 1;
      }
      const reading = { round, navigations, ...(await memoryAfterGc(cdp)) };
      if (countPorts && round === rounds) reading.ports = await messagePorts(cdp);
      series.push(reading);
      log(
        `round ${round}: ${navigations} navigations, heap after GC ${megabytes(reading.usedSize)}, ` +
          `${reading.nodes} DOM nodes, ${reading.listeners} listeners${reading.ports === undefined ? "" : `, ${reading.ports} message ports`}`,
      );
    }
  } finally {
    await cdp.detach().catch(() => {});
  }
  const baseline = series.find((entry) => entry.round === 2);
  const final = series.at(-1);
  return { screens: list, navigations, baseline, final, ratio: final.usedSize / baseline.usedSize, series };
}

export const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Signs in through the login form at `origin` and waits for the dashboard. */
export async function signInForSoak(page, origin, { email = "vendor@demo.test", password = "Vendor#2026" } = {}) {
  await page.goto(`${origin}/`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL(/\/vendor\/?$/);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

/** The benchmark's bound (issue 30): the heap after the soak within this many times the heap after its first two rounds. */
export const SOAK_BOUND = 1.2;

/**
 * `npm run bench -- --only soak`: the full soak, 400 navigations (40 rounds through the sidebar's
 * ten screens), in a fresh Chromium on the demo build at `origin`.
 */
export async function measureSoak({ origin, chromePath, chromeArgs, rounds = 40, log }) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
  try {
    const page = await (await browser.newContext({ locale: "en-US", timezoneId: "UTC" })).newPage();
    await signInForSoak(page, origin);
    const started = Date.now();
    const result = await runSoak({ page, rounds, countPorts: true, log: (line) => log(`soak ${line}`) });
    return { ...result, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await browser.close();
  }
}

/** The soak's lines for the benchmark's report: the heap every 100 navigations and its ratio to the baseline's. */
export function soakReport(result) {
  const { baseline, final } = result;
  const every = Math.max(1, Math.round(100 / result.screens.length));
  const rows = result.series.filter((reading) => reading.round === 2 || (reading.round > 0 && reading.round % every === 0));
  const lines = [
    `Soak: ${result.navigations} in-app navigations through ${result.screens.length} screens (${result.seconds} s); ` +
      `heap after forced GC, against the heap after the first two rounds (${megabytes(baseline.usedSize)})`,
  ];
  for (const reading of rows) {
    lines.push(
      `  ${String(reading.navigations).padStart(4)} navigations  ${megabytes(reading.usedSize).padStart(8)}  ` +
        `${(reading.usedSize / baseline.usedSize).toFixed(2)}×  ${reading.nodes} DOM nodes  ${reading.listeners} listeners`,
    );
  }
  lines.push(`  message ports at the end: ${final.ports}`);
  if (result.ratio > SOAK_BOUND) lines.push(`FAIL soak: the heap grew to ${result.ratio.toFixed(2)}× (bound ${SOAK_BOUND}×)`);
  return lines;
}
