import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { localeText, type Lang } from "./support/locale-text";

/**
 * Dark mode (issue 33 item 5): the app follows the device until the seller presses the switch
 * beside the language switch; the choice is kept on this device. The prerendered login and
 * dashboard paint in the scheme from their first frame: the boot script sets
 * `<html data-color-scheme>` before the page paints, and the page's styles are CSS variables.
 */
const BACKGROUND = { light: "rgb(245, 247, 250)", dark: "rgb(14, 17, 22)" };
const LANGS: Lang[] = ["en", "ar"];

/** Records, before every frame the page paints with a heading, its scheme, its background and whether the prerendered page shows. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { paintedFrames: string[] }).paintedFrames = frames;
    const record = () => {
      if ([...document.querySelectorAll("h1")].some((heading) => heading.getClientRects().length > 0)) {
        const prerendered = document.querySelector("#root > [data-prerender]") ? "prerendered" : "app";
        const scheme = document.documentElement.getAttribute("data-color-scheme");
        frames.push(`${scheme} ${getComputedStyle(document.body).backgroundColor} ${prerendered}`);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { paintedFrames: string[] }).paintedFrames);
}

/** Every painted frame (recordFrames) was in `scheme`, and some showed the prerendered page before the app took over. */
function expectSchemeThroughout(painted: string[], scheme: "light" | "dark") {
  expect(
    painted.some((frame) => frame.endsWith("prerendered")),
    painted.join("\n"),
  ).toBe(true);
  expect(
    painted.filter((frame) => !frame.startsWith(`${scheme} ${BACKGROUND[scheme]} `)),
    painted.join("\n"),
  ).toEqual([]);
}

/**
 * Opens a prerendered page and waits for the app to take it over. The boot script asks for the
 * app's code only once the page has painted, so its first frames are the prerendered page's
 * (`expectSchemeThroughout` checks they were recorded).
 */
async function openPrerendered(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator("#root > [data-prerender]")).toHaveCount(0, { timeout: 30_000 });
}

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("sbo.pref.scheme"));

for (const lang of LANGS) {
  test(`dark mode, switched on at the login, is kept across reloads and sign-in and painted from the first frame; switched off, the page follows the device again (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript((language) => {
      if (!sessionStorage.getItem("seeded")) localStorage.setItem("sbo.pref.lang", language);
      sessionStorage.setItem("seeded", "1");
    }, lang);
    const frames = await recordFrames(page);
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: localeText(lang, "common:colorScheme.dark"), exact: true });
    const login = localeText(lang, "auth:titles.login");

    // A light device: the login is light, the switch off.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: login, level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute("data-color-scheme", "light");
    await expect(page.locator("#root > [data-prerender]")).toHaveCount(0, { timeout: 30_000 });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expectSchemeThroughout(await frames(), "light");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(html).toHaveAttribute("data-color-scheme", "dark");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND.dark);
    expect(await storedChoice(page)).toBe("dark");

    // Reloaded: the prerendered login paints dark from its first frame, and stays dark once hydrated.
    await openPrerendered(page, "/", login);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expectSchemeThroughout(await frames(), "dark");

    // Signed in: the dashboard is dark, and so is its prerendered first paint on the next visit.
    await page.locator('input[name="email"]').fill(DEMO_ACCOUNTS.vendor.email);
    await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.vendor.password);
    await page.locator('button[type="submit"]').click();
    const dashboard = localeText(lang, "dashboard:titles.page");
    await expect(page.getByRole("heading", { name: dashboard, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(html).toHaveAttribute("data-color-scheme", "dark");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("sbo.store"))).not.toBeNull();
    await openPrerendered(page, "/vendor", dashboard);
    expectSchemeThroughout(await frames(), "dark");
    await expect(html).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

    // Switched off in the header: light again, and the device (light) is followed from now on.
    const headerToggle = page.locator("header").getByRole("button", { name: localeText(lang, "common:colorScheme.dark"), exact: true });
    await expect(headerToggle).toHaveAttribute("aria-pressed", "true");
    await headerToggle.click();
    await expect(headerToggle).toHaveAttribute("aria-pressed", "false");
    await expect(html).toHaveAttribute("data-color-scheme", "light");
    expect(await storedChoice(page)).toBe("system");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveAttribute("data-color-scheme", "dark");
    await expect(headerToggle).toHaveAttribute("aria-pressed", "true");
  });

  test(`a dark device gets the login dark from the first frame; the switch turns it light and keeps that (${lang})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript((language) => localStorage.setItem("sbo.pref.lang", language), lang);
    const frames = await recordFrames(page);
    const login = localeText(lang, "auth:titles.login");
    const toggle = page.getByRole("button", { name: localeText(lang, "common:colorScheme.dark"), exact: true });

    await openPrerendered(page, "/", login);
    expectSchemeThroughout(await frames(), "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await storedChoice(page), "nothing chosen yet").toBeNull();

    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "light");
    expect(await storedChoice(page)).toBe("light");
    await openPrerendered(page, "/", login);
    expectSchemeThroughout(await frames(), "light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
}
