import { expect as baseExpect, test, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { localeText, signInIn, startingWith, type Lang } from "./support/locale-text";
import { formatHijriDate } from "../../src/domain/dates";
import { intlLocale } from "../../src/domain/language";

/**
 * Issue 19 items 6 and 7: the dashboard says what needs attention (counts that open the filtered
 * lists, orders by status as a chart and a table), and a store in KSA shows Hijri dates. The
 * account is limited@demo.test, whose store is in KSA. Counts are checked against the mock's seed.
 */
// A loaded 2-core machine has taken over 10 s to open a list for the first time: wait as a seller would.
const expect = baseExpect.configure({ timeout: 30_000 });

const user = db.userByEmail(DEMO_ACCOUNTS.limited.email)!;
const storeId = db.storeOf(user)!.id;
const requested = db.state.refunds.filter((refund) => refund.store_id === storeId && refund.status === "requested").length;
const open = db.state.disputes.filter((dispute) => dispute.store_id === storeId && dispute.status === "open").length;
const newestReturn = db.state.refunds
  .filter((refund) => refund.store_id === storeId)
  .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
const pendingOrders = db.state.orders.filter((order) => order.store_id === storeId && order.status === "pending").length;
const products = db.state.products.filter((product) => product.store_id === storeId).sort((a, b) => b.id - a.id);
const inactive = products.filter((product) => product.status === "inactive").length;
const uncategorizedProducts = products.filter((product) => product.category_ids.length === 0);
const uncategorized = uncategorizedProducts.length;
const strip = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

/** The app's texts, from its locale files. */
const TEXT = (language: Lang) => {
  const t = (key: string) => localeText(language, key);
  return {
    attention: t("dashboard:attention.title"),
    requested: t("dashboard:attention.requestedReturns"),
    open: t("dashboard:attention.openDisputes"),
    pending: t("dashboard:attention.pendingOrders"),
    inactive: t("dashboard:attention.inactiveProducts"),
    uncategorized: t("dashboard:attention.uncategorizedProducts"),
    chart: t("dashboard:chart.title"),
    chartImage: t("dashboard:chart.chartLabel"),
    returns: t("returns:list.label"),
    disputes: t("disputes:list.label"),
    requestedStatus: t("returns:statuses.requested"),
    openStatus: t("disputes:statuses.open"),
    hijri: t("common:hijri.label"),
    orders: t("shell:menu.orders"),
    ordersList: t("orders:list.table"),
    ordersTab: t("orders:tabs.label"),
    pendingTab: t("orders:tabs.pending"),
    pendingStatus: t("orders:statuses.pending"),
    products: t("products:list.table"),
    productsTabs: t("products:tabs.label"),
    inactiveTab: t("products:tabs.inactive"),
    uncategorizedTab: t("products:tabs.uncategorized"),
    inactiveStatus: t("products:statuses.inactive"),
    // The Hijri date's era, as Intl writes it (not an app text).
    hijriEnd: language === "ar" ? / هـ$/ : / AH$/,
  };
};

/** The count a link of the panel ends with, read as a number (Latin digits: the default). */
async function countOf(page: Page, language: Lang, name: string) {
  const link = page.getByRole("region", { name: TEXT(language).attention }).getByRole("link", { name: startingWith(name) });
  await expect(link).toHaveText(/\d+$/);
  return Number(/(\d+)$/.exec((await link.textContent()) ?? "")![1]);
}

async function journey(page: Page, language: Lang) {
  const text = TEXT(language);
  for (const count of [requested, open, pendingOrders, inactive, uncategorized]) expect(count).toBeGreaterThan(0);
  await signInIn(page, language, "limited");

  // Counts from the mock's data.
  expect(await countOf(page, language, text.requested)).toBe(requested);
  expect(await countOf(page, language, text.open)).toBe(open);
  const pending = await countOf(page, language, text.pending);
  expect(pending).toBe(pendingOrders);
  expect(await countOf(page, language, text.inactive)).toBe(inactive);
  expect(await countOf(page, language, text.uncategorized)).toBe(uncategorized);

  // Orders by status: the chart (its own chunk) and a table of the same numbers, which match the
  // orders list's tab counts.
  const chart = page.getByRole("region", { name: text.chart });
  // The chart loads once its place is near the viewport: scrolled to, as a seller on a phone would.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByRole("img", { name: text.chartImage })).toBeVisible();
  await expect(chart.locator("svg rect.MuiBarElement-root, svg .MuiBarElement-root").first()).toBeAttached();
  const table = chart.getByRole("table", { name: text.chart });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(9); // header + 8 statuses
  const tableCounts = new Map<string, number>();
  for (const row of (await rows.all()).slice(1)) {
    const status = (await row.getByRole("rowheader").textContent())!.trim();
    tableCounts.set(status, Number((await row.getByRole("cell").textContent())!.trim()));
  }
  expect([...tableCounts.values()][0]).toBe(pending);
  const box = await table.boundingBox();
  const chartBox = await chart.getByRole("img", { name: text.chartImage }).boundingBox();
  // Mirrored in Arabic: the table on the left of the chart, in English on its right (wide screens).
  if (language === "ar") expect(box!.x).toBeLessThan(chartBox!.x);
  else expect(box!.x).toBeGreaterThan(chartBox!.x);

  await page.getByRole("navigation").first().getByRole("link", { name: text.orders, exact: true }).click();
  const tabs = page.getByRole("tablist", { name: text.ordersTab });
  await expect(tabs.getByRole("tab").nth(1)).toHaveText(/\(\d+\)$/);
  for (const [status, count] of tableCounts) {
    await expect(tabs.getByRole("tab", { name: new RegExp(`^${status} \\(`) })).toHaveText(`${status} (${count})`);
  }

  // A count opens its list, filtered.
  await page.goBack();
  await page
    .getByRole("region", { name: text.attention })
    .getByRole("link", { name: startingWith(text.requested) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/returns\?tab=requested$/);
  await expect(page.getByRole("heading", { name: text.returns, level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: startingWith(text.requestedStatus) })).toHaveAttribute("aria-selected", "true");
  const grid = page.getByRole("grid", { name: text.returns });
  await expect(grid.getByRole("row")).toHaveCount(Math.min(requested, 10) + 1);
  for (const row of (await grid.getByRole("row").all()).slice(1)) await expect(row).toContainText(text.requestedStatus);

  await page.goBack();
  await page
    .getByRole("region", { name: text.attention })
    .getByRole("link", { name: startingWith(text.open) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/disputes\?tab=open$/);
  await expect(page.getByRole("tab", { name: startingWith(text.openStatus) })).toHaveAttribute("aria-selected", "true");
  const disputes = page.getByRole("grid", { name: text.disputes });
  await expect(disputes.getByRole("row")).toHaveCount(Math.min(open, 10) + 1);
  for (const row of (await disputes.getByRole("row").all()).slice(1)) await expect(row).toContainText(text.openStatus);

  // Orders pending opens the orders list on its Pending tab: the tab's count and rows are the seed's.
  await page.goBack();
  await page
    .getByRole("region", { name: text.attention })
    .getByRole("link", { name: startingWith(text.pending) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/orders\?tab=pending$/);
  const ordersTabs = page.getByRole("tablist", { name: text.ordersTab });
  const pendingTab = ordersTabs.getByRole("tab", { name: startingWith(text.pendingTab) });
  await expect(pendingTab).toHaveAttribute("aria-selected", "true");
  await expect(pendingTab).toHaveText(`${text.pendingTab} (${pendingOrders})`);
  const orders = page.getByRole("grid", { name: text.ordersList });
  await expect(orders.getByRole("row")).toHaveCount(Math.min(pendingOrders, 10) + 1);
  for (const row of (await orders.getByRole("row").all()).slice(1)) await expect(row).toContainText(text.pendingStatus);

  // Inactive and uncategorized products open the catalogue on their tabs.
  await page.goBack();
  await page
    .getByRole("region", { name: text.attention })
    .getByRole("link", { name: startingWith(text.inactive) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/product-catalog\?tab=inactive$/);
  const productTabs = page.getByRole("tablist", { name: text.productsTabs });
  const inactiveTab = productTabs.getByRole("tab", { name: startingWith(text.inactiveTab) });
  await expect(inactiveTab).toHaveAttribute("aria-selected", "true");
  await expect(inactiveTab).toHaveText(`${text.inactiveTab} (${inactive})`);
  const catalogue = page.getByRole("grid", { name: text.products });
  await expect(catalogue.getByRole("row")).toHaveCount(Math.min(inactive, 10) + 1);
  for (const row of (await catalogue.getByRole("row").all()).slice(1)) await expect(row).toContainText(text.inactiveStatus);

  await page.goBack();
  await page
    .getByRole("region", { name: text.attention })
    .getByRole("link", { name: startingWith(text.uncategorized) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/product-catalog\?tab=uncategorized$/);
  const uncategorizedTab = productTabs.getByRole("tab", { name: startingWith(text.uncategorizedTab) });
  await expect(uncategorizedTab).toHaveAttribute("aria-selected", "true");
  await expect(uncategorizedTab).toHaveText(`${text.uncategorizedTab} (${uncategorized})`);
  await expect(catalogue.getByRole("row")).toHaveCount(Math.min(uncategorized, 10) + 1);
  for (const product of uncategorizedProducts.slice(0, 10)) await expect(catalogue).toContainText(product.name_en);

  // Hijri dates for this store in KSA: the toggle next to the digits switch.
  await page.goto(`/vendor/view-return/${newestReturn.id}`);
  const hijri = strip(formatHijriDate(newestReturn.created_at, intlLocale(language), "Asia/Dubai"));
  expect(hijri).toMatch(text.hijriEnd);
  const main = page.getByRole("main");
  await expect(main).toContainText(`#${newestReturn.id}`);
  expect(strip((await main.textContent()) ?? "")).not.toContain(hijri);
  const toggle = page.getByRole("button", { name: text.hijri });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => strip((await main.textContent()) ?? "")).toContain(`(${hijri})`);
  // Kept: still on after a reload.
  await page.reload();
  await expect.poll(async () => strip((await page.getByRole("main").textContent()) ?? "")).toContain(`(${hijri})`);
}

test.describe("English", () => {
  test.use({ timezoneId: "Asia/Dubai", viewport: { width: 1440, height: 900 } });
  test("attention counts, their filtered lists, orders by status and Hijri dates", async ({ page }) => {
    test.setTimeout(240_000);
    await journey(page, "en");
  });
});

test.describe("العربية", () => {
  test.use({ locale: "ar-AE", timezoneId: "Asia/Dubai", viewport: { width: 1440, height: 900 } });
  test("الأعداد وقوائمها المصفاة والطلبات حسب الحالة والتاريخ الهجري", async ({ page }) => {
    test.setTimeout(240_000);
    await journey(page, "ar");
  });
});
