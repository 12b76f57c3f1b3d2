import { expect as baseExpect, test, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";

/**
 * Issue 10 in a real browser: sign-in, the orders list and an order's detail, the product form,
 * in English and in Arabic (right to left). Each page is photographed at 1280 px and at 360 px
 * (test-results/screenshots/<lang>-<page>-<width>.png, for review) and must not scroll sideways
 * at 360 px in either direction.
 */

// Screens compile on their first visit under `npm start`; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 760 };

const TEXTS = {
  en: {
    login: "Login",
    email: /^Email/,
    password: /^Password/,
    dashboard: "Dashboard",
    nav: "Main navigation",
    orders: "Orders",
    orderDetails: "Order Details",
    product: "Product",
    name: "Name",
    nameEn: /^Name \(English\)/,
    nameAr: /^Name \(Arabic\)/,
    openMenu: "Open menu",
  },
  ar: {
    login: "تسجيل الدخول",
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    dashboard: "لوحة التحكم",
    nav: "التنقل الرئيسي",
    orders: "الطلبات",
    orderDetails: "تفاصيل الطلب",
    product: "المنتج",
    name: "الاسم",
    nameEn: /^الاسم \(بالإنجليزية\)/,
    nameAr: /^الاسم \(بالعربية\)/,
    openMenu: "فتح القائمة",
  },
} as const;

type Lang = keyof typeof TEXTS;

const newestOrder = db.state.orders.filter((order) => order.store_id === 1).sort((a, b) => b.id - a.id)[0];

async function expectDirection(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Photographs the page at desktop and phone widths and checks that the phone width does not scroll sideways. */
async function review(page: Page, lang: Lang, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `test-results/screenshots/${lang}-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${lang} ${name}: no horizontal scrollbar at 360 px`,
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screenshots/${lang}-${name}-360.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

async function journey(page: Page, lang: Lang) {
  const text = TEXTS[lang];
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: text.login, level: 1 })).toBeVisible();
  await expectDirection(page, lang);
  await review(page, lang, "login");

  const { email, password } = DEMO_ACCOUNTS.vendor;
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole("button", { name: text.login, exact: true }).click();
  await expect(page.getByRole("heading", { name: text.dashboard, level: 1 })).toBeVisible();
  await expect(page.getByLabel(text.email)).toHaveCount(0);

  // The sidebar sits on the reading side: left in English, right in Arabic.
  const nav = page.getByRole("navigation", { name: text.nav });
  const box = (await nav.boundingBox())!;
  if (lang === "ar") baseExpect(box.x).toBeGreaterThan(DESKTOP.width / 2);
  else baseExpect(box.x + box.width).toBeLessThan(DESKTOP.width / 2);

  await nav.getByRole("link", { name: text.orders, exact: true }).click();
  await expect(page.getByRole("heading", { name: text.orders, level: 1 })).toBeVisible();
  const grid = page.getByRole("grid", { name: text.orders });
  const cell = grid.getByRole("gridcell", { name: `#${newestOrder.id}`, exact: true });
  await expect(cell).toBeVisible();
  // The data grid mirrors with the page; the customer's e-mail stays left to right.
  baseExpect(await grid.evaluate((element) => getComputedStyle(element.closest(".MuiDataGrid-root") ?? element).direction)).toBe(
    lang === "ar" ? "rtl" : "ltr",
  );
  await expect(grid.locator("bdi[dir=ltr]", { hasText: newestOrder.user_email }).first()).toBeVisible();
  await review(page, lang, "orders");

  await cell.click();
  await expect(page).toHaveURL(new RegExp(`/vendor/order-detail/${newestOrder.id}$`));
  await expect(page.getByRole("heading", { name: text.orderDetails, level: 1 })).toBeVisible();
  await expect(page.getByText(newestOrder.address.contact_number)).toHaveAttribute("dir", "ltr");
  await review(page, lang, "order-detail");

  await page.goto("/vendor/product/create");
  await expect(page.getByRole("heading", { name: text.product, level: 1 })).toBeVisible({ timeout: 45_000 });
  const names = page.getByRole("region", { name: text.name, exact: true });
  await expect(names.getByRole("textbox", { name: text.nameEn })).toHaveAttribute("dir", "ltr");
  await expect(names.getByRole("textbox", { name: text.nameAr })).toHaveAttribute("dir", "rtl");
  await names.getByRole("textbox", { name: text.nameAr }).fill("فانوس الحديقة");
  await names.getByRole("textbox", { name: text.nameEn }).fill("Garden Lantern");
  await review(page, lang, "product-form");
}

test.describe("English", () => {
  test.use({ locale: "en-US" });
  test("sign-in, orders list and detail, product form: left to right, fits 360 px", async ({ page }) => {
    test.setTimeout(240_000);
    await journey(page, "en");
  });

  test("switches to Arabic on the login page and keeps it after signing out", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "العربية" }).click();
    await expect(page.getByRole("heading", { name: "تسجيل الدخول", level: 1 })).toBeVisible();
    await expectDirection(page, "ar");
    await page.getByLabel(TEXTS.ar.email).fill(DEMO_ACCOUNTS.vendor.email);
    await page.getByLabel(TEXTS.ar.password).fill(DEMO_ACCOUNTS.vendor.password);
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    await expect(page.getByText("تم تسجيل الدخول بنجاح").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "لوحة التحكم", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await expect(page.getByRole("heading", { name: "تسجيل الدخول", level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "تسجيل الدخول", level: 1 })).toBeVisible();
    await expectDirection(page, "ar");
  });
});

test.describe("العربية", () => {
  // A first visit follows the browser's language.
  test.use({ locale: "ar-AE" });
  test("sign-in, orders list and detail, product form: right to left, fits 360 px", async ({ page }) => {
    test.setTimeout(240_000);
    await journey(page, "ar");
  });
});
