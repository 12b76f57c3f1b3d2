import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatDateTime } from "../../src/domain/dates";
import { signInAsVendor } from "./support/sign-in";
import { gradientPng } from "./support/test-files";
import { storedKey } from "../support/storage-keys";

/** Coupons, banners and storefront menu items (issue 8), in Chromium against the embedded mock API. */

// A screen's first visit makes the dev server compile its lazy chunk (grid, pickers, AWS SDK):
// on a loaded 2-core box that can take most of a minute.
const ARRIVAL = { timeout: 60_000 };
/** Each journey visits several screens, each possibly compiled on first use. */
const JOURNEY_MS = 180_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Whole minutes from now (the pickers keep minutes). The browser runs in UTC (playwright.config.ts). */
const minutesFromNow = (offset: number) => new Date(Math.floor((Date.now() + offset) / MINUTE) * MINUTE);
const pad = (value: number, size = 2) => String(value).padStart(size, "0");

/** Types a date and time into an MUI X date-time picker, section by section, as a keyboard user does. */
async function typeDateTime(field: Locator, date: Date) {
  const sections: [string, string][] = [
    ["Day", pad(date.getUTCDate())],
    ["Month", pad(date.getUTCMonth() + 1)],
    ["Year", pad(date.getUTCFullYear(), 4)],
    ["Hours", pad(date.getUTCHours())],
    ["Minutes", pad(date.getUTCMinutes())],
  ];
  await field.getByRole("spinbutton", { name: "Day" }).click();
  for (const [name, digits] of sections) {
    await field.page().keyboard.type(digits);
    await expect(field.getByRole("spinbutton", { name })).toHaveText(digits);
  }
}

// The login page may be slow to arrive while the dev server is busy compiling for other tabs or
// workers: wait for it once, generously, before the shared sign-in helper (10 s) runs.
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible(ARRIVAL);
});

async function openFromSidebar(page: Page, name: string, url: RegExp) {
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible(ARRIVAL);
}

test("the vendor creates a percentage coupon and moves its expiry", async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await signInAsVendor(page);
  await openFromSidebar(page, "Coupons", /\/vendor\/coupons$/);
  const grid = page.getByRole("grid", { name: "Coupons" });

  await page.getByRole("button", { name: "Create New Coupon" }).click();
  const create = page.getByRole("dialog", { name: "Create New Coupon" });
  await create.getByRole("combobox", { name: /Discount type/ }).click();
  await page.getByRole("option", { name: "Percentage" }).click();
  await create.getByLabel(/^Coupon Code/).fill("E2E-AUTUMN7");
  await create.getByLabel(/^Discount \(%\)/).fill("7");
  await create.getByLabel(/^Max discount/).fill("40");
  const expiry = minutesFromNow(20 * DAY);
  await typeDateTime(create.getByRole("group", { name: /Start date/ }), minutesFromNow(-30 * MINUTE));
  await typeDateTime(create.getByRole("group", { name: /Expiry date/ }), expiry);
  await create.getByRole("radio", { name: "Yes" }).check();
  await create.getByRole("button", { name: "Create Coupon" }).click();

  await expect(page.getByText("Coupon created successfully")).toBeVisible();
  await expect(create).toBeHidden();
  const row = grid.getByRole("row").filter({ hasText: "E2E-AUTUMN7" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(formatDateTime(expiry.toISOString(), "en", "UTC"));

  await row.click();
  const edit = page.getByRole("dialog", { name: "Edit Coupon" });
  await expect(edit.getByLabel(/^Coupon Code/)).toHaveValue("E2E-AUTUMN7");
  await expect(edit.getByLabel(/^Coupon Code/)).toBeDisabled();
  await expect(edit.getByLabel(/^Discount \(%\)/)).toHaveValue("7");
  await expect(edit.getByLabel(/^Discount \(%\)/)).toBeDisabled();
  const later = minutesFromNow(60 * DAY);
  await typeDateTime(edit.getByRole("group", { name: /Expiry date/ }), later);
  await edit.getByRole("button", { name: "Update Coupon" }).click();

  await expect(page.getByText("Coupon updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(formatDateTime(later.toISOString(), "en", "UTC"));
  await page.reload();
  await expect(page.getByRole("grid", { name: "Coupons" }).getByRole("row").filter({ hasText: "E2E-AUTUMN7" })).toContainText(
    formatDateTime(later.toISOString(), "en", "UTC"),
    ARRIVAL,
  );
});

test("the vendor creates a banner with uploaded images, views, updates and deletes it", async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await signInAsVendor(page);
  await openFromSidebar(page, "Banners", /\/vendor\/banners$/);
  await expect(page.getByRole("button", { name: "Go to page 2" })).toBeVisible();

  await page.getByRole("link", { name: "Create New Banner" }).click();
  await expect(page).toHaveURL(/\/vendor\/create-banner$/);
  await expect(page.getByRole("heading", { name: "Banner", level: 1 })).toBeVisible(ARRIVAL);
  await page.getByRole("button", { name: "Save" }).click();
  // Banner type, link and the website image: the mobile image is optional (document 2 §5).
  await expect(page.getByText("Required")).toHaveCount(3);
  await page.getByRole("combobox", { name: /Banner type/ }).click();
  await page.getByRole("option", { name: "Store Primary" }).click();
  const link = page.getByLabel(/^Redirects to link/);
  await link.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("must be a url")).toBeVisible();
  await link.fill("https://marketplace.example/e2e-sale");
  await page.getByLabel("Image (website)").setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: gradientPng(1200, 400) });
  await page.getByLabel("Image (mobile)").setInputFiles({ name: "narrow.png", mimeType: "image/png", buffer: gradientPng(600, 400) });
  await expect(page.getByRole("img", { name: "Preview of Image (website)" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page.getByText("Banner Created")).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/banners$/);
  const grid = page.getByRole("grid", { name: "Banners" });
  const row = grid.getByRole("row").filter({ hasText: "https://marketplace.example/e2e-sale" });
  await expect(row).toContainText("United Arab Emirates");
  await expect(row).toContainText("Store Primary");
  const thumbnail = row.getByRole("img");
  await expect(thumbnail).toHaveAttribute("src", storedKey("media/images", "png", "/s3/demo-bucket/"));
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);

  await row.getByRole("gridcell").first().click();
  await expect(page).toHaveURL(/\/vendor\/view-banner\/\d+$/);
  const id = page.url().split("/").pop();
  await expect(page.getByLabel(/^Redirects to link/)).toHaveValue("https://marketplace.example/e2e-sale", ARRIVAL);
  await expect(page.getByLabel(/^Redirects to link/)).toBeDisabled();

  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/update-banner/${id}$`));
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/view-banner/${id}$`));
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel(/^Redirects to link/)).toBeEnabled();
  await page.getByLabel(/^Redirects to link/).fill("https://marketplace.example/e2e-updated");
  await page.getByRole("combobox", { name: /Banner type/ }).click();
  await page.getByRole("option", { name: "Store Secondary" }).click();
  await page.getByRole("button", { name: "Update" }).click();

  await expect(page.getByText("Banner Updated")).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/banners$/);
  const updated = grid.getByRole("row").filter({ hasText: "https://marketplace.example/e2e-updated" });
  await expect(updated).toContainText("Store Secondary");

  await updated.getByRole("gridcell").first().click();
  await expect(page).toHaveURL(new RegExp(`/vendor/view-banner/${id}$`));
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Are you sure you want to delete this banner?");
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Banner Deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/banners$/);
  await expect(grid.getByRole("row").first()).toBeVisible();
  await expect(grid.getByRole("row").filter({ hasText: "e2e-updated" })).toHaveCount(0);
});

test("the vendor adds a menu item under a parent, then deletes the parent with its sub-items", async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await signInAsVendor(page);
  // No sidebar entry: the store profile links here.
  await page.goto("/vendor/menu");
  await expect(page.getByRole("heading", { name: "Menu", level: 1 })).toBeVisible(ARRIVAL);
  const grid = page.getByRole("grid", { name: "Menu items" });
  const names = () => grid.locator('[role="row"] [data-field="name_en"]:not([role="columnheader"])').allTextContents();
  await expect(grid.getByText("Power Tools")).toBeVisible();

  await page.getByRole("link", { name: "Add Menu Item" }).click();
  await expect(page).toHaveURL(/\/vendor\/menu-item\/add$/);
  await expect(page.getByRole("heading", { name: "Add Menu Item", level: 1 })).toBeVisible(ARRIVAL);
  await page.getByLabel(/^Name English/).fill("Garden Tools");
  await page.getByLabel(/^Name Arabic/).fill("أدوات الحديقة");
  await page.getByLabel(/^Link/).fill("/garden-tools");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("*Link should not start with '/'.")).toBeVisible();
  await page.getByLabel(/^Link/).fill("shop/garden-tools");
  await page.getByRole("combobox", { name: "Parent item" }).click();
  await page.getByRole("option", { name: "Shop", exact: true }).click();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page.getByText("Menu item added successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/menu$/);
  await expect(grid.getByText("Garden Tools")).toBeVisible();
  await expect
    .poll(names)
    .toEqual([
      "Home",
      "Shop",
      "Tools",
      "Power Tools",
      "Hand Tools",
      "Building Materials",
      "Garden Tools",
      "Offers",
      "Clearance",
      "About Us",
    ]);

  await grid.getByRole("button", { name: "Delete Shop" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Item deleted successfully.")).toBeVisible();
  await expect(grid.getByText("Garden Tools")).toHaveCount(0);
  await expect.poll(names).toEqual(["Home", "Offers", "Clearance", "About Us"]);

  // The server removed the sub-items too: a reload shows the same menu.
  await page.reload();
  await expect(page.getByRole("grid", { name: "Menu items" }).getByText("About Us")).toBeVisible(ARRIVAL);
  await expect.poll(names).toEqual(["Home", "Offers", "Clearance", "About Us"]);
});
