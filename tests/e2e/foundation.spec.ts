import { expect, test } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { signIn, signInAsVendor } from "./support/sign-in";

/** The seeded figures of store 1 (vendor@demo.test), computed by the same seed the mock serves. */
const seeded = db.state.dashboards[1];
const money = (amount: number) => amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("the vendor signs in, sees the seeded dashboard figures and signs out", async ({ page }) => {
  await signIn(page, "vendor");
  await expect(page.getByText("Signed in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Dashboard");

  const revenue = page.getByRole("region", { name: "Total Revenue" });
  const newOrders = page.getByRole("region", { name: "New Orders" });
  const totalOrders = page.getByRole("region", { name: "Total Orders" });
  // The formats a seller reads, then the exact seeded values.
  await expect(revenue).toContainText(/AED \d{1,3}(,\d{3})*\.\d{2}/);
  await expect(newOrders.getByText(/^\d+$/)).toBeVisible();
  await expect(totalOrders.getByText(/^\d+$/)).toBeVisible();
  await expect(revenue).toContainText(`${seeded.total_revenue.currency} ${money(seeded.total_revenue.amount)}`);
  await expect(newOrders.getByText(String(seeded.new_orders), { exact: true })).toBeVisible();
  await expect(totalOrders.getByText(String(seeded.all_orders), { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(page).toHaveTitle("Login");
});

test("the admin is refused", async ({ page }) => {
  await signIn(page, "admin");
  await expect(page.getByText("Admin can't login as Vendor")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});

test.describe("the sidebar follows the account's access", () => {
  const hidden = ["Services", "Orders", "Coupons", "Returns", "Disputes", "Reports"];

  test("the restricted account sees only its entries and cannot type its way into a hidden screen", async ({ page }) => {
    await signInAsVendor(page, "restricted");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    for (const name of hidden) await expect(nav.getByRole("link", { name })).toHaveCount(0);

    await page.goto("/vendor/orders");
    await expect(page).toHaveURL(/\/not-found$|\/$/);
    await expect(page.getByRole("heading", { name: /^(Not Found|Login)$/ })).toBeVisible();
  });

  test("the vendor sees the Dashboard entry", async ({ page }) => {
    await signInAsVendor(page, "vendor");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  });
});

// Fixme: on a slow, loaded machine the reload loop ends the session, whatever the tree. Each
// reload cuts calls whose token rotation the in-page mock has already stored, and two lost
// rotations more than 5 s apart are refused as devise_token_auth refuses them
// (src/mocks/server-session.ts). Waiting for network idle between reloads did not help: the
// service worker's calls are not tracked. The console check itself is kept in Vitest
// (tests/unit/worker-page-lifecycle.test.ts).
test.fixme("full navigations and reloads leave the console free of errors, even while a navigation is pending", async ({ page }) => {
  // Issue 16, point 9: msw's worker used to stop mocking a page on `beforeunload`, while the page
  // still ran; its next API calls went to the real network (404, "Failed to load resource").
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  await signInAsVendor(page);
  for (const [path, heading] of [
    ["/vendor/orders", "Orders"],
    ["/vendor/returns", "Returns"],
    ["/vendor/", "Dashboard"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  // A full navigation whose page is slow to arrive: meanwhile the current page is still used (an
  // in-app link), and its calls must still reach the mock.
  await page.route("**/vendor/coupons", async (route) => {
    if (route.request().resourceType() === "document") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page.evaluate(() => {
    window.location.assign("/vendor/coupons");
    window.setTimeout(() => document.querySelector<HTMLAnchorElement>('nav a[href="/vendor/orders"]')?.click(), 300);
  });
  await expect(page).toHaveURL(/\/vendor\/coupons$/);
  await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the demo's login, hard-reloaded, keeps what the seller types and signs in", async ({ page, context }) => {
  // msw, as it starts, reloads a page its registered worker does not control; the login starts it
  // at the first touch, so that reload used to wipe the e-mail just typed.
  const hydrated = page.locator("#root > [data-prerender]");
  await page.goto("/");
  await expect(hydrated).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel(/^Email/).focus();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Ctrl+Shift+R: the page loads past the worker, which will not take it on.
  const cdp = await context.newCDPSession(page);
  await Promise.all([page.waitForEvent("load"), cdp.send("Page.reload", { ignoreCache: true })]);
  await expect(hydrated).toHaveCount(0, { timeout: 30_000 });
  const { email, password } = DEMO_ACCOUNTS.vendor;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("a signed-out visit to /vendor/orders lands on the login page", async ({ page }) => {
  await page.goto("/vendor/orders");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu button opens the collapsible sidebar", async ({ page }) => {
    await signInAsVendor(page, "vendor");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(nav).toBeHidden();
  });

  test.describe("360 px wide", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the shell fits without a sideways scroll and the drawer reaches the Shop tab and the language", async ({ page }) => {
      await signInAsVendor(page, "vendor");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      await page.getByRole("button", { name: "Open menu" }).click();
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      await expect(nav.getByRole("link", { name: "Shop" })).toBeVisible();
      await expect(page.locator(".MuiDrawer-modal").getByRole("button", { name: "العربية" })).toBeVisible();
    });
  });
});
