import { expect, test, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { formatHijriDate } from "../../src/domain/dates";
import { intlLocale } from "../../src/domain/language";

/**
 * Issue 19 items 6 and 7: the dashboard says what needs attention (counts that open the filtered
 * lists, orders by status as a chart and a table), and a store in KSA shows Hijri dates. The
 * account is limited@demo.test, whose store is in KSA. Counts are checked against the mock's seed.
 */
const user = db.userByEmail(DEMO_ACCOUNTS.limited.email)!;
const storeId = db.storeOf(user)!.id;
const requested = db.state.refunds.filter((refund) => refund.store_id === storeId && refund.status === "requested").length;
const open = db.state.disputes.filter((dispute) => dispute.store_id === storeId && dispute.status === "open").length;
const newestReturn = db.state.refunds
  .filter((refund) => refund.store_id === storeId)
  .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
const strip = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

const TEXT = {
  en: {
    login: "Login",
    email: /^Email/,
    password: /^Password/,
    dashboard: "Dashboard",
    attention: "Needs attention",
    requested: "Returns requested",
    open: "Open disputes",
    pending: "Orders pending",
    chart: "Orders by status",
    chartImage: /Bar chart of orders by status/,
    returns: "Returns",
    disputes: "Disputes",
    requestedTab: /^Requested/,
    openTab: /^Open/,
    requestedStatus: "Requested",
    openStatus: "Open",
    hijri: "Hijri dates",
    orders: "Orders",
    ordersTab: "Order status",
    hijriEnd: / AH$/,
  },
  ar: {
    login: "تسجيل الدخول",
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    dashboard: "لوحة التحكم",
    attention: "بحاجة إلى متابعة",
    requested: "مرتجعات مطلوبة",
    open: "نزاعات مفتوحة",
    pending: "طلبات قيد الانتظار",
    chart: "الطلبات حسب الحالة",
    chartImage: /مخطط أعمدة للطلبات حسب الحالة/,
    returns: "المرتجعات",
    disputes: "النزاعات",
    requestedTab: /^مطلوب/,
    openTab: /^مفتوح/,
    requestedStatus: "مطلوب",
    openStatus: "مفتوح",
    hijri: "التاريخ الهجري",
    orders: "الطلبات",
    ordersTab: "حالة الطلب",
    hijriEnd: / هـ$/,
  },
} as const;
type Language = keyof typeof TEXT;

async function signIn(page: Page, language: Language) {
  const text = TEXT[language];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: text.login })).toBeVisible();
  await page.getByLabel(text.email).fill(DEMO_ACCOUNTS.limited.email);
  await page.getByLabel(text.password).fill(DEMO_ACCOUNTS.limited.password);
  await page.getByRole("button", { name: text.login, exact: true }).click();
  await expect(page.getByRole("heading", { name: text.dashboard, level: 1 })).toBeVisible();
}

/** The count a link of the panel ends with, read as a number (Latin digits: the default). */
async function countOf(page: Page, language: Language, name: string) {
  const link = page.getByRole("region", { name: TEXT[language].attention }).getByRole("link", { name: new RegExp(`^${name}`) });
  await expect(link).toHaveText(/\d+$/);
  return Number(/(\d+)$/.exec((await link.textContent()) ?? "")![1]);
}

async function journey(page: Page, language: Language) {
  const text = TEXT[language];
  expect(requested).toBeGreaterThan(0);
  expect(open).toBeGreaterThan(0);
  await signIn(page, language);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");

  // Counts from the mock's data.
  expect(await countOf(page, language, text.requested)).toBe(requested);
  expect(await countOf(page, language, text.open)).toBe(open);
  const pending = await countOf(page, language, text.pending);

  // Orders by status: the chart (its own chunk) and a table of the same numbers, which match the
  // orders list's tab counts.
  const chart = page.getByRole("region", { name: text.chart });
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
    .getByRole("link", { name: new RegExp(`^${text.requested}`) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/returns\?tab=requested$/);
  await expect(page.getByRole("heading", { name: text.returns, level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: text.requestedTab })).toHaveAttribute("aria-selected", "true");
  const grid = page.getByRole("grid", { name: text.returns });
  await expect(grid.getByRole("row")).toHaveCount(Math.min(requested, 10) + 1);
  for (const row of (await grid.getByRole("row").all()).slice(1)) await expect(row).toContainText(text.requestedStatus);

  await page.goBack();
  await page
    .getByRole("region", { name: text.attention })
    .getByRole("link", { name: new RegExp(`^${text.open}`) })
    .click();
  await expect(page).toHaveURL(/\/vendor\/disputes\?tab=open$/);
  await expect(page.getByRole("tab", { name: text.openTab })).toHaveAttribute("aria-selected", "true");
  const disputes = page.getByRole("grid", { name: text.disputes });
  await expect(disputes.getByRole("row")).toHaveCount(Math.min(open, 10) + 1);
  for (const row of (await disputes.getByRole("row").all()).slice(1)) await expect(row).toContainText(text.openStatus);

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
    test.setTimeout(120_000);
    await journey(page, "en");
  });
});

test.describe("العربية", () => {
  test.use({ locale: "ar-AE", timezoneId: "Asia/Dubai", viewport: { width: 1440, height: 900 } });
  test("الأعداد وقوائمها المصفاة والطلبات حسب الحالة والتاريخ الهجري", async ({ page }) => {
    test.setTimeout(120_000);
    await journey(page, "ar");
  });
});
