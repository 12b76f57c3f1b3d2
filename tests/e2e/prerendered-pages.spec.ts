import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";

/**
 * Issue 20: the login page is prerendered into index.html (English and Arabic) and hydrated once the
 * app's code is in, and the dashboard's first paint into dashboard.html (the app renders over it); a
 * tiny boot script chooses which language shows before the first paint (scripts/prerender-pages.ts,
 * src/app/start-page-boot.ts). Speed is `npm run bench`'s business;
 * these check what a visitor sees and that nothing they do early is lost or leaked.
 */

/** Records, before every frame the page paints, its direction and the headings it shows. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { paintedFrames: string[] }).paintedFrames = frames;
    const record = () => {
      const headings = [...document.querySelectorAll("h1")]
        .filter((heading) => heading.getClientRects().length > 0)
        .map((heading) => heading.textContent);
      const prerendered = document.querySelector("#root > [data-prerender]") ? "prerendered" : "app";
      if (headings.length) frames.push(`${document.documentElement.dir} ${prerendered} ${headings.join(", ")}`);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { paintedFrames: string[] }).paintedFrames);
}

/** The painted frames (recordFrames) showed the prerendered page, and every one was right to left with `heading`, before the app took over and after. */
function expectRightToLeftThroughout(painted: string[], heading: string) {
  expect(
    painted.some((frame) => frame.includes("prerendered")),
    painted.join("\n"),
  ).toBe(true);
  expect(
    painted.every((frame) => frame === `rtl prerendered ${heading}` || frame === `rtl app ${heading}`),
    painted.join("\n"),
  ).toBe(true);
}

/**
 * Holds the app's entry script back, as a slow network would, until the test lets it through: the
 * prerendered page shows, unhydrated, meanwhile (a gate, not a delay, so a slow machine cannot hydrate early).
 * The page's load event may wait for that script: open the page with `waitUntil: "domcontentloaded"`.
 */
async function holdAppScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Signs the demo seller in through the login form and waits until the session holds the store (what the dashboard's prerender needs). */
async function signIn(page: Page) {
  await page.goto("/");
  await page.getByLabel(/^Email/).fill(DEMO_ACCOUNTS.vendor.email);
  await page.getByLabel(/^Password/).fill(DEMO_ACCOUNTS.vendor.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("sbo.store"))).not.toBeNull();
}

test("index.html holds the login page in English and in Arabic, and no inline script (the CSP)", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<div data-prerender="en">[\s\S]*?<h1[^>]*>Login<\/h1>[\s\S]*?<form/);
  expect(html).toMatch(/<div data-prerender="ar">[\s\S]*?<h1[^>]*>تسجيل الدخول<\/h1>[\s\S]*?<form/);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test("an Arabic visitor sees the login in Arabic, right to left, from the first frame, before and after it hydrates", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) localStorage.setItem("sbo.pref.lang", "ar");
    sessionStorage.setItem("seeded", "1");
  });
  const frames = await recordFrames(page);
  const releaseApp = await holdAppScript(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "تسجيل الدخول" })).toBeVisible();
  releaseApp();
  await expect(page.locator("#root > [data-prerender]")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "English" })).toBeEnabled();
  expectRightToLeftThroughout(await frames(), "تسجيل الدخول");
});

test("what a visitor types and submits before the page hydrates signs them in, and the password never goes into the address", async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
  const releaseApp = await holdAppScript(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByLabel(/^Email/).fill(DEMO_ACCOUNTS.vendor.email);
  await page.getByLabel(/^Password/).fill(DEMO_ACCOUNTS.vendor.password);
  expect(await page.locator("#root > [data-prerender]").count(), "still the prerendered page").toBeGreaterThan(0);
  await page.getByLabel(/^Password/).press("Enter");
  releaseApp();
  await expect(page).toHaveURL(/\/vendor\/?$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(addresses.filter((address) => /[?&](email|password)=/.test(address))).toEqual([]);
});

test("Tab on the login before it hydrates shows where the focus is (the field's ring is CSS, not React state)", async ({ page }) => {
  const releaseApp = await holdAppScript(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const email = page.locator('#root > [data-prerender] input[name="email"]');
  const outline = page
    .locator("#root > [data-prerender] .MuiOutlinedInput-root")
    .filter({ has: page.locator('input[name="email"]') })
    .locator(".MuiOutlinedInput-notchedOutline");
  const ring = () =>
    outline.evaluate((element) => getComputedStyle(element).borderTopWidth + " " + getComputedStyle(element).borderTopColor);
  const resting = await ring();
  for (let presses = 0; presses < 10 && !(await email.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(email).toBeFocused();
  expect(await page.locator("#root > [data-prerender]").count(), "still the prerendered page").toBeGreaterThan(0);
  expect(await ring()).not.toBe(resting);
  releaseApp();
});

test("a signed-in seller who opens / goes to the dashboard without the login showing", async ({ page }) => {
  // Signed in with a store (the header loads it; without one, / is the login page: a customer's way to the wizard).
  await signIn(page);

  const frames = await recordFrames(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const painted = await frames();
  expect(
    painted.filter((frame) => frame.includes("Login")),
    painted.join("\n"),
  ).toEqual([]);
});

test("dashboard.html, served for /vendor/, holds the dashboard's first paint in English and in Arabic, and asks for no script before it paints", async ({
  request,
}) => {
  const html = await (await request.get("/vendor/")).text();
  expect(html).toMatch(/<div data-prerender="en">[\s\S]*?<h1[^>]*>Dashboard<\/h1>[\s\S]*?Total Revenue/);
  expect(html).toMatch(/<div data-prerender="ar">[\s\S]*?<h1[^>]*>لوحة التحكم<\/h1>[\s\S]*?إجمالي الإيرادات/);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  // Nothing of a seller's is in it: it is the same file for everyone.
  expect(html).not.toContain(DEMO_ACCOUNTS.vendor.email);
});

test("a signed-in seller who opens the dashboard sees its frame in their language before the app's scripts are in, then the dashboard with its figures", async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem("sbo.pref.lang", "ar"));
  const frames = await recordFrames(page);
  const releaseApp = await holdAppScript(page);
  await page.goto("/vendor/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "لوحة التحكم", level: 1 })).toBeVisible();
  await expect(page.locator("#root > [data-prerender]")).toHaveCount(1);
  // The prerendered frame has no controls of its own: the header's sign-out comes with the app.
  await expect(page.getByRole("button", { name: "تسجيل الخروج" })).toHaveCount(0);
  releaseApp();
  await expect(page.locator("#root > [data-prerender]")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "تسجيل الخروج" })).toBeVisible();
  await expect(page.getByRole("region", { name: "إجمالي الإيرادات" })).toContainText(/\d/);
  expectRightToLeftThroughout(await frames(), "لوحة التحكم");
});

test("a visitor without a session who opens /vendor/ sees no prerendered dashboard: the login", async ({ page }) => {
  const frames = await recordFrames(page);
  await page.goto("/vendor/");
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
  const painted = await frames();
  expect(
    painted.filter((frame) => frame.includes("Dashboard")),
    painted.join("\n"),
  ).toEqual([]);
});
