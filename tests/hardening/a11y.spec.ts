import axeCore from "axe-core";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { hardeningRoutes, type HardeningRoute } from "./support/routes";
import { navigateInApp, newWatchedPage, recordFigures, setFault, settle, signIn } from "./support/app";
import {
  analyse,
  expectFocusTrapped,
  expectTrappedThenReturned,
  openForScans,
  pressEnterOn,
  report,
  SECTION,
  tag,
  type Finding,
  type Lang,
} from "./support/axe-scan";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { db } from "../../src/mocks/db";
import { localeText } from "../e2e/support/locale-text";

/**
 * Accessibility (issue 11). axe-core on every route of the registry (public pages signed out,
 * vendor routes signed in as the vendor) in English and in Arabic (first visit from an ar-AE
 * browser: `<html dir="rtl" lang="ar">`), then on the main dialogs and menus opened on a few screens;
 * each also in dark mode (below: `IN_BOTH_SCHEMES`), contrast included.
 *
 * Rule set (`support/axe-scan.ts`): WCAG 2.0 and 2.1, levels A and AA (`wcag2a`, `wcag2aa`,
 * `wcag21a`, `wcag21aa`), plus axe's best practices (`best-practice`: landmarks, heading order, one
 * main, unique ids…). A serious or critical violation fails; moderate and minor ones are counted and
 * printed, not failed. No rule is disabled and no part of a page is excluded.
 *
 * Beyond axe: every input, select, textarea, combobox and rich-text box of the wizard's six steps and
 * of the product form has a non-empty accessible name; the keyboard alone signs in, walks the
 * sidebar, opens a row menu and acts on it (Enter, Escape, arrows), every stop shows a focus
 * indicator (its outline, box-shadow, border or background differs from the unfocused state), and
 * dialogs, menus and the phone drawer keep Tab inside and give focus back to their opener. A
 * seller whose system asks for reduced motion sees nothing spin or slide.
 */
const routes = hardeningRoutes();
const LANGS: Lang[] = [
  { code: "en", locale: "en-US", scheme: "light" },
  { code: "ar", locale: "ar-AE", scheme: "light" },
];
/**
 * Dark mode (issue 33 item 5), from a device that asks for it (the app follows the device). Its
 * colours are the same in both directions, so dark runs every screen state once, in English, and
 * the public pages in both languages: Arabic's direction and texts are scanned in light.
 */
const DARK_EN: Lang = { code: "en", locale: "en-US", scheme: "dark" };
const DARK_AR: Lang = { code: "ar", locale: "ar-AE", scheme: "dark" };
const IN_BOTH_SCHEMES = [...LANGS, DARK_EN];

/**
 * One signed-in page per language and worker, shared by the route scans (each goes on from where
 * the last left off, by the app's own navigation): the app boots and signs in twice per worker,
 * not once per group of routes.
 */
const test = base.extend<object, { signedInPage: (lang: Lang) => Promise<Page> }>({
  signedInPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use((lang) => {
        let page = pages.get(tag(lang));
        if (!page) {
          page = (async () => {
            const opened = await newWatchedPage(browser, { locale: lang.locale, colorScheme: lang.scheme });
            await signIn(opened.page);
            return opened.page;
          })();
          pages.set(tag(lang), page);
        }
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
});

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang.code);
  await expect(page.locator("html")).toHaveAttribute("dir", lang.code === "ar" ? "rtl" : "ltr");
  await expect(page.locator("html")).toHaveAttribute("data-color-scheme", lang.scheme);
}

// ---------------------------------------------------------------------------------------------
// Every route, in English and in Arabic

for (const lang of [...IN_BOTH_SCHEMES, DARK_AR]) {
  test(`axe: the public pages (${tag(lang)})`, async ({ browser }, testInfo) => {
    const { page, context } = await newWatchedPage(browser, { locale: lang.locale, colorScheme: lang.scheme });
    const found: Finding[] = [];
    const publicRoutes = routes.filter((route) => !route.signedIn);
    for (const route of publicRoutes) {
      await page.goto(route.url);
      await settle(page);
      await expectLanguage(page, lang);
      found.push(...(await analyse(page, `${tag(lang)} ${route.url}`)));
    }
    await context.close();
    await report(testInfo, found, { "routes checked (en, ar, en dark, public ar dark)": publicRoutes.length });
  });
}

for (const lang of IN_BOTH_SCHEMES) {
  // An alias mounts its route's page with the same id: that screen is scanned once, under its route
  // (the test after this loop proves each alias shows it).
  for (const group of chunk(
    routes.filter((route) => route.signedIn && !route.screenOf),
    5,
  )) {
    test(`axe: ${group[0]!.url} and ${group.length - 1} more routes (${tag(lang)})`, async ({ signedInPage }, testInfo) => {
      test.setTimeout(180_000);
      const page = await signedInPage(lang);
      const found: Finding[] = [];
      for (const route of group as HardeningRoute[]) {
        await navigateInApp(page, route.url);
        await page.waitForTimeout(250);
        await settle(page);
        await expectLanguage(page, lang);
        found.push(...(await analyse(page, `${tag(lang)} ${route.url}`)));
      }
      await report(testInfo, found, { "routes checked (en, ar, en dark, public ar dark)": group.length });
    });
  }
}

/**
 * The route scans skip the registry's aliases (`/vendor/order/:id`, `/vendor/product/:id?/:state?`…):
 * each shows the screen of the route whose page it mounts, with the same id, and a second axe scan
 * of one screen finds nothing new. This proves the premise: the alias's main region has the same
 * accessibility tree as its route's, so a page that read its mode differently from an alias would
 * fail here (and its alias be scanned again).
 */
test("each alias shows its route's screen, which axe scans once (en)", async ({ signedInPage }, testInfo) => {
  const aliases = routes.filter((route) => route.screenOf);
  expect(aliases.length, "aliases in the registry").toBeGreaterThan(0);
  const page = await signedInPage(LANGS[0]!);
  const main = page.getByRole("main");
  const shown = async (url: string) => {
    await navigateInApp(page, url);
    await page.waitForTimeout(250);
    await settle(page);
    return main.ariaSnapshot();
  };
  for (const alias of aliases) expect(await shown(alias.url), `${alias.url} shows ${alias.screenOf}`).toBe(await shown(alias.screenOf!));
  await recordFigures(testInfo, SECTION, { "aliases showing their route's screen": aliases.length });
});

// ---------------------------------------------------------------------------------------------
// Keyboard helpers

/**
 * The focused element shows a focus indicator: the outline, box-shadow, border or background of the
 * element, its two parents or its field's outline differ from the same element unfocused.
 */
async function focusShown(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "focus is on the page itself";
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const parts = [
      element,
      element.parentElement,
      element.parentElement?.parentElement,
      element.closest(".MuiInputBase-root")?.querySelector(".MuiOutlinedInput-notchedOutline"),
    ].filter((part): part is HTMLElement => Boolean(part));
    const look = () =>
      parts
        .map((part) => {
          const style = getComputedStyle(part);
          return [
            style.outlineStyle,
            style.outlineWidth,
            style.outlineColor,
            style.boxShadow,
            style.borderTopColor,
            style.borderTopWidth,
            style.backgroundColor,
          ].join(" ");
        })
        .join(" | ");
    // Three tries: a starved page may repaint a focused field a frame late; a missing ring never shows.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await frame();
      const focused = look();
      element.blur();
      await frame();
      const unfocused = look();
      element.focus({ preventScroll: true });
      await frame();
      if (focused !== unfocused) return null;
    }
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return `no visible focus on <${element.tagName.toLowerCase()} class="${element.className}"> ${name}`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking each stop's focus indicator. */
async function tabTo(page: Page, target: Locator, problems: string[], options: { max?: number; back?: boolean } = {}) {
  for (let presses = 0; presses < (options.max ?? 40); presses += 1) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const problem = await focusShown(page);
    if (problem) problems.push(problem);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses + 1;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Form fields with no accessible name (axe's own name computation). */
async function unnamedFields(page: Page, scope = "body"): Promise<{ named: number; unnamed: string[] }> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
  return page.evaluate((selector) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const root = document.querySelector(selector) ?? document.body;
    const fields = [
      ...root.querySelectorAll<HTMLElement>(
        'input, select, textarea, [role="combobox"], [role="textbox"], [role="spinbutton"], [contenteditable="true"]',
      ),
    ].filter(
      (field) =>
        (field as HTMLInputElement).type !== "hidden" &&
        !field.closest('[aria-hidden="true"]') &&
        // Rendered (visually hidden checkboxes and switches count): a `hidden` file input is worked
        // through its visible, named button and is not in the accessibility tree.
        field.getClientRects().length > 0 &&
        // MUI's Select keeps a hidden native input for forms next to its named combobox.
        !field.classList.contains("MuiSelect-nativeInput"),
    );
    axe.setup(document);
    const unnamed = fields
      .filter((field) => !axe.commons.text.accessibleText(field).trim())
      .map(
        (field) =>
          `<${field.tagName.toLowerCase()} type="${field.getAttribute("type") ?? ""}" name="${field.getAttribute("name") ?? ""}" id="${field.id}" class="${String(field.className).slice(0, 80)}">`,
      );
    axe.teardown();
    return { named: fields.length - unnamed.length, unnamed };
  }, scope);
}

// ---------------------------------------------------------------------------------------------
// Dialogs, menus and the phone drawer: axe with them open, focus kept inside and given back

for (const lang of IN_BOTH_SCHEMES) {
  test(`the login's forgot-password dialog and the phone drawer: axe, focus trap and return (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    const { page, scan, finish } = await openForScans(browser, testInfo, lang, { account: null });

    // Login: the forgot-password dialog, opened with Enter, closed with Escape.
    const forgot = page.locator("form button.MuiLink-root");
    await pressEnterOn(page, forgot);
    const forgotDialog = page.getByRole("dialog");
    await expect(forgotDialog.locator("input").first()).toBeVisible();
    await scan("/ forgot-password dialog");
    await expectTrappedThenReturned(page, forgotDialog, forgot);

    // The phone drawer at 360 px, opened from the header's menu button.
    await signIn(page);
    await settle(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const openMenu = page.locator("header button.MuiIconButton-edgeStart");
    await expect(openMenu).toBeVisible();
    await pressEnterOn(page, openMenu);
    const drawer = page.locator(".MuiDrawer-modal");
    await expect(drawer.locator("nav")).toBeVisible();
    await scan("360 px menu drawer");
    await expectTrappedThenReturned(page, drawer, openMenu);

    await finish({ "dialogs and menus checked": 2, "keyboard checks": 2 });
  });

  test(`a row menu, its delete confirmation and the coupon dialog: axe, focus trap and return (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    const { page, scan, finish } = await openForScans(browser, testInfo, lang, { url: "/vendor/product-catalog" });

    // A catalogue row menu: opened with Enter, closed with Escape; its Delete asks first.
    const rowMenuButton = page.locator('main [role="grid"] button[aria-haspopup="menu"]').first();
    await pressEnterOn(page, rowMenuButton);
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await scan("/vendor/product-catalog row menu");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(rowMenuButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowUp"); // wraps to the last item: Delete
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog");
    await expect(confirm).toBeVisible();
    await scan("/vendor/product-catalog delete confirmation");
    await expectTrappedThenReturned(page, confirm, rowMenuButton);

    // The coupon form dialog: axe, every field named, focus kept and returned.
    await navigateInApp(page, "/vendor/coupons");
    await settle(page);
    const addCoupon = page.locator("main button.MuiButton-contained").first();
    await pressEnterOn(page, addCoupon);
    const couponDialog = page.getByRole("dialog");
    await expect(couponDialog.locator("input").first()).toBeVisible();
    await scan("/vendor/coupons coupon dialog");
    const coupon = await unnamedFields(page, '[role="dialog"]');
    expect(coupon.unnamed, "coupon dialog fields without a name").toEqual([]);
    await expectTrappedThenReturned(page, couponDialog, addCoupon);

    await finish({ "dialogs and menus checked": 3, "keyboard checks": 3, "fields named": coupon.named });
  });

  test(`the dashboard's attention panel and chart, a filtered list and the Hijri dates switch: axe and keyboard (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    // A store in KSA: the Hijri dates switch is offered.
    const { page, scan, finish } = await openForScans(browser, testInfo, lang, { account: "limited" });
    const problems: string[] = [];

    // The dashboard with its lazily loaded chart and the table beside it.
    const main = page.getByRole("main");
    // The chart loads once its place is near the viewport: scrolled to.
    await main.getByRole("table").scrollIntoViewIfNeeded();
    await expect(main.locator(".MuiChartsSurface-root, .MuiBarElement-root").first()).toBeAttached({ timeout: 30_000 });
    await expect(main.getByRole("table")).toBeVisible();
    await scan("/vendor/ attention panel and chart");

    // The counts are links the keyboard reaches and opens.
    const requested = main.locator('a[href="/vendor/returns?tab=requested"]');
    await tabTo(page, requested, problems, { max: 60 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vendor\/returns\?tab=requested$/);
    await settle(page);
    await scan("/vendor/returns?tab=requested");

    // The Hijri dates switch, by keyboard: pressed, and the dates gain their Hijri form.
    const hijri = page.locator("header").getByRole("button", { name: localeText(lang.code, "common:hijri.label"), exact: true });
    await hijri.focus();
    await expect(hijri).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await expect(hijri).toHaveAttribute("aria-pressed", "true");
    await expect(
      main
        .locator('[role="gridcell"]')
        .filter({ hasText: lang.code === "ar" ? "هـ)" : "AH)" })
        .first(),
    ).toBeVisible();
    await scan("/vendor/returns with Hijri dates");

    await finish({ "dashboard, filtered list and Hijri switch checked": 3, "keyboard checks": 2 }, problems);
  });

  test(`the orders list's selection bar, its Change status dialog and summary: axe, focus trap and return (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    const { page, scan, finish } = await openForScans(browser, testInfo, lang, { url: "/vendor/orders" });

    // A row's checkbox, ticked with the keyboard (Space), shows the selection bar.
    const rowCheckbox = page.locator('main [role="grid"] [role="row"] input[type="checkbox"]').nth(1);
    await rowCheckbox.focus();
    await page.keyboard.press("Space");
    const bar = page.getByRole("toolbar");
    await expect(bar).toBeVisible();
    await scan("/vendor/orders selection bar");

    // Change status: opened with Enter, focus kept inside, Escape gives it back.
    const changeStatus = bar.locator("button.MuiButton-contained");
    await pressEnterOn(page, changeStatus);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("combobox")).toBeVisible();
    await scan("/vendor/orders change status dialog");
    const fields = await unnamedFields(page, '[role="dialog"]');
    expect(fields.unnamed, "change status dialog fields without a name").toEqual([]);
    await expectTrappedThenReturned(page, dialog, changeStatus);

    // Apply, then the summary in the same dialog.
    await page.keyboard.press("Enter");
    await dialog.locator("button.MuiButton-contained").click();
    await expect(dialog.locator('[aria-live="polite"] h3')).toBeVisible({ timeout: 30_000 });
    await scan("/vendor/orders change status summary");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await finish({ "dialogs and menus checked": 3, "keyboard checks": 2, "fields named": fields.named });
  });
}

for (const lang of IN_BOTH_SCHEMES) {
  test(`the catalogue's selection bar, its bulk Delete dialog and summary: axe, focus trap and return (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    const { page, scan, finish } = await openForScans(browser, testInfo, lang, { url: "/vendor/product-catalog" });

    // Two rows ticked with the keyboard (Space) show the selection bar with Delete and Export selected.
    for (const row of [1, 2]) {
      await page.locator('main [role="grid"] [role="row"] input[type="checkbox"]').nth(row).focus();
      await page.keyboard.press("Space");
    }
    const bar = page.getByRole("toolbar", { name: localeText(lang.code, "products:bulk.toolbar") });
    await expect(bar).toBeVisible();
    await scan("/vendor/product-catalog selection bar");

    // Delete: opened with Enter, focus kept inside, Escape gives it back.
    const remove = bar.getByRole("button", { name: localeText(lang.code, "lists:bulk.delete"), exact: true });
    await pressEnterOn(page, remove);
    const dialog = page.getByRole("dialog", { name: localeText(lang.code, "products:bulk.deleteTitle") });
    await expect(dialog).toBeVisible();
    await scan("/vendor/product-catalog bulk delete dialog");
    await expectTrappedThenReturned(page, dialog, remove);

    // Confirmed: the summary in the same dialog.
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: localeText(lang.code, "lists:bulk.confirmDelete"), exact: true }).click();
    await expect(dialog.getByRole("heading", { name: localeText(lang.code, "lists:bulk.summaryTitle") })).toBeVisible({ timeout: 30_000 });
    await scan("/vendor/product-catalog bulk delete summary");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await finish({ "dialogs and menus checked": 3, "keyboard checks": 2 });
  });
}

for (const lang of LANGS) {
  test(`the command palette (Ctrl+K) with an order found, and the keyboard shortcuts (?): axe, names, focus trap and return (${lang.code})`, async ({
    browser,
  }, testInfo) => {
    const { page, scan, finish } = await openForScans(browser, testInfo, lang);

    // Opened with Ctrl+K from the page: the field has focus, its listbox lists the screens.
    await page.keyboard.press("ControlOrMeta+k");
    const palette = page.getByRole("dialog", { name: localeText(lang.code, "palette:title") });
    const field = palette.getByRole("combobox");
    await expect(field).toBeFocused();
    await expect(palette.getByRole("option").first()).toBeVisible();
    await scan("command palette");
    const order = db.state.orders.find((entry) => entry.store_id === 1)!;
    await field.fill(`#${order.id}`);
    await expect(palette.getByRole("option", { name: new RegExp(localeText(lang.code, "palette:kinds.order")) }).first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await scan("command palette with an order found");
    const fields = await unnamedFields(page, '[role="dialog"]');
    expect(fields.unnamed, "palette fields without a name").toEqual([]);
    await expectFocusTrapped(page, palette);
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();

    // The header's button opens it too, and gets focus back when it closes.
    const opener = page.getByRole("button", { name: localeText(lang.code, "palette:open") });
    await pressEnterOn(page, opener);
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    await expect(opener).toBeFocused();

    // "?" lists the keyboard shortcuts.
    await page.keyboard.press("?");
    const shortcuts = page.getByRole("dialog", { name: localeText(lang.code, "palette:shortcuts.title") });
    await expect(shortcuts.getByRole("table")).toBeVisible();
    await scan("keyboard shortcuts");
    await expectTrappedThenReturned(page, shortcuts, opener);

    await finish({ "dialogs and menus checked": 3, "keyboard checks": 3, "fields named": fields.named });
  });
}

for (const lang of IN_BOTH_SCHEMES) {
  test(`the order detail's Generate Receipt and Generate Packing Slip, reached and pressed by keyboard: axe and focus (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    const order = db.state.orders.filter((entry) => entry.store_id === 1).sort((a, b) => b.id - a.id)[0]!;
    const { page, context, scan, finish } = await openForScans(browser, testInfo, lang, { url: `/vendor/order-detail/${order.id}` });
    const problems: string[] = [];
    await expectLanguage(page, lang);
    await scan("/vendor/order-detail");

    // Tab reaches each button with a visible focus; Enter opens its PDF in a new tab (issue 19 item 3),
    // and focus stays on the button.
    for (const key of ["orders:actions.generateReceipt", "orders:actions.generatePackingSlip"]) {
      const button = page.getByRole("main").getByRole("button", { name: localeText(lang.code, key), exact: true });
      await tabTo(page, button, problems, { max: 60 });
      const opened = context.waitForEvent("page");
      await page.keyboard.press("Enter");
      const tab = await opened;
      await tab.waitForURL(/^blob:/, { timeout: 30_000 });
      await tab.close();
      await expect(button).toBeFocused();
      await scan(`/vendor/order-detail ${key.split(".").pop()} focused`);
    }

    await finish({ "document buttons checked": 2, "keyboard checks": 2 }, problems);
  });
}

for (const lang of IN_BOTH_SCHEMES) {
  test(`a return's Approve and Reject confirmations and the disputes list's "New reply" mark: axe, focus trap and return (${tag(lang)})`, async ({
    browser,
  }, testInfo) => {
    // A requested return offers Approve and Reject, each asking first (issue 19 item 4).
    const refund = db.state.refunds.find((entry) => entry.store_id === 1 && entry.status === "requested")!;
    const { page, scan, finish } = await openForScans(browser, testInfo, lang, { url: `/vendor/view-return/${refund.id}` });
    const decisions = page.getByRole("group", { name: lang.code === "ar" ? "القرار" : "Decision" }).getByRole("button");
    await expect(decisions).toHaveCount(2);
    for (const [index, name] of ["approve", "reject"].entries()) {
      const opener = decisions.nth(index);
      await pressEnterOn(page, opener);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await scan(`/vendor/view-return ${name} confirmation`);
      await expectTrappedThenReturned(page, dialog, opener);
    }

    // The disputes list with a dispute whose newest reply the seller has not seen (issue 19 item 5).
    const dispute = db.state.disputes
      .filter((entry) => entry.store_id === 1)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
    await page.evaluate((id) => {
      const api = (
        window as unknown as { __mockApi: { addDisputeReply(id: number, reply: { owner: string; description: string }): unknown } }
      ).__mockApi;
      api.addDisputeReply(id, { owner: "customer", description: "Any news about my parcel?" });
    }, dispute.id);
    await navigateInApp(page, "/vendor/disputes");
    await settle(page);
    await expect(page.getByText(lang.code === "ar" ? "رد جديد" : "New reply").first()).toBeVisible();
    await scan('/vendor/disputes with a "New reply" mark');

    await finish({ "dialogs and menus checked": 3, "keyboard checks": 2 });
  });
}

// ---------------------------------------------------------------------------------------------
// Labels: the wizard's six steps and the product form

test("every field of the wizard steps and the product form has an accessible name", async ({ browser }, testInfo) => {
  const { page, context } = await newWatchedPage(browser);
  let named = 0;
  const unnamed: string[] = [];

  // The wizard: step 1 signed out (the sign-up form), then every other step as a customer (no store
  // yet) whose wizard stands at the last step, so each step's header opens it.
  await page.goto("/create-store");
  await settle(page);
  await expect(page.locator('main input[type="email"]').first()).toBeVisible();
  const signUp = await unnamedFields(page, "main");
  named += signUp.named;
  unnamed.push(...signUp.unnamed.map((field) => `wizard step 1: ${field}`));
  await page.goto("/");
  await page.locator('input[name="email"]').fill(DEMO_ACCOUNTS.customer.email);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.customer.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/create-store/);
  await page.evaluate(() => localStorage.setItem("sbo.wizard", JSON.stringify({ id: 6 })));
  await page.reload();
  const steps = page.locator("nav .MuiStepButton-root");
  await expect(steps).toHaveCount(6);
  for (let step = 1; step < 6; step += 1) {
    const heading = await page.locator("main h2").first().textContent();
    await steps.nth(step).click();
    await expect(page.locator("main h2").first()).not.toHaveText(heading ?? "");
    await settle(page);
    const result = await unnamedFields(page, "main");
    named += result.named;
    unnamed.push(...result.unnamed.map((field) => `wizard step ${step + 1}: ${field}`));
  }

  // The product form: a new product, and an existing one with its variants.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/");
  await signIn(page);
  for (const url of ["/vendor/product/create", "/vendor/product/501/edit"]) {
    await navigateInApp(page, url);
    await page.waitForTimeout(250);
    await settle(page);
    const result = await unnamedFields(page, "main");
    named += result.named;
    unnamed.push(...result.unnamed.map((field) => `${url}: ${field}`));
  }
  await context.close();
  await recordFigures(testInfo, SECTION, { "fields named": named, "fields without a name": unnamed.length });
  expect(unnamed).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Keyboard only

test("the keyboard alone signs in, walks the sidebar and works a row menu, with visible focus", async ({ browser }, testInfo) => {
  const { page, context } = await newWatchedPage(browser);
  const problems: string[] = [];
  let checks = 0;

  // Sign in: Tab to the e-mail, type, Tab to the password, type, Enter.
  await page.goto("/");
  await settle(page);
  await tabTo(page, page.locator('input[name="email"]'), problems);
  await page.keyboard.type(DEMO_ACCOUNTS.vendor.email);
  await tabTo(page, page.locator('input[name="password"]'), problems, { max: 2 });
  await page.keyboard.type(DEMO_ACCOUNTS.vendor.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vendor\/?$/);
  checks += 1;

  // The sidebar: Tab to Orders, Enter. The navigation is a transition: the address changes at once,
  // but the login stays on screen (settled, its heading shown) until the shell's and the dashboard's
  // code has loaded. Tabbing then reached the login's fields, which the dashboard then replaced
  // (focus back on the page itself, in CI): the shell is waited for first.
  const orders = page.locator('nav a[href="/vendor/orders"]').first();
  await expect(orders).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await tabTo(page, orders, problems);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vendor\/orders$/);
  await settle(page);
  checks += 1;

  // The orders list: Tab into the grid, reach a row's menu, open it with Enter, Escape closes it,
  // Enter again and Enter on its first item acts (opens the order).
  const rowMenu = page.locator('main [role="grid"] button[aria-haspopup="menu"]').first();
  // The grid's first stop is its select-all checkbox (issue 19), in the first column header.
  await tabTo(page, page.locator('main [role="grid"] [role="columnheader"] input[type="checkbox"]').first(), problems);
  // Seven columns before Actions: the row's checkbox (issue 19), Order #, Items Count, Customer
  // Email, Status, Total Price, Discount.
  for (let presses = 0; presses < 13 && !(await rowMenu.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press(presses < 7 ? "ArrowRight" : "Tab");
  }
  await expect(rowMenu).toBeFocused();
  const problem = await focusShown(page);
  if (problem) problems.push(problem);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(rowMenu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vendor\/order-detail\/\d+/);
  checks += 1;

  // An image upload opens its file chooser from the keyboard (Enter on its button).
  await navigateInApp(page, "/vendor/service/create");
  await settle(page);
  const addImages = page.getByRole("button", { name: "Add images" }).first();
  await addImages.focus();
  const chooser = page.waitForEvent("filechooser", { timeout: 10_000 });
  await page.keyboard.press("Enter");
  expect((await chooser).isMultiple()).toBe(true);
  checks += 1;

  await context.close();
  await recordFigures(testInfo, SECTION, { "keyboard checks": checks, "focus stops without a visible indicator": problems.length });
  expect(problems).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Reduced motion

/** Animations still moving on the page: CSS animations and transitions that last or repeat. */
async function moving(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return {
          name: (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? "animation",
          timing,
        };
      })
      .filter(({ timing }) => timing && (timing.iterations === Infinity || Number(timing.duration) > 1))
      .map(({ name, timing }) => `${name} (${String(timing?.duration)} ms × ${String(timing?.iterations)})`),
  );
}

test("a seller who asks for less motion sees no spinning loader (the same page spins otherwise)", async ({ browser }) => {
  for (const motion of ["no-preference", "reduce"] as const) {
    const { page, context } = await newWatchedPage(browser, { reducedMotion: motion });
    await signIn(page);
    // The orders never arrive: the list's loader stays on screen.
    await setFault(page, { fault: "never-answers", match: "/vendor/orders$" });
    await navigateInApp(page, "/vendor/orders");
    // The list chunk may load slowly on a busy machine: the loader itself is what is checked.
    await expect(page.locator("main [role=progressbar]").first()).toBeVisible({ timeout: 30_000 });
    if (motion === "reduce") expect(await moving(page), "animations still moving").toEqual([]);
    else await expect.poll(async () => (await moving(page)).length, { message: "the loader spins without the setting" }).toBeGreaterThan(0);
    await context.close();
  }
});
