import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsVendor } from "./support/sign-in";
import { gradientPng } from "./support/test-files";
import { storedKey } from "../support/storage-keys";
import { fieldLabel } from "../support/patterns";

/** The service journey (document 2 §2): create with images, view, edit the price, delete; not for the restricted account. */

const section = (page: Page, name: string) => page.getByRole("region", { name });

async function typeInto(scope: Locator, label: string, text: string) {
  const field = scope.getByRole("textbox", { name: fieldLabel(label) });
  await field.click();
  await field.pressSequentially(text);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: fieldLabel(label) }).click();
  await page.getByRole("option", { name: option }).click();
  await page.keyboard.press("Escape");
}

/** Closes a toast, as a seller would when it sits over the form's buttons (bottom right, paused while hovered). */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole("status").filter({ hasText: text });
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toHaveCount(0);
}

async function findRow(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search by name" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  return row;
}

test("a seller creates a service with images, views it, edits its price and deletes it", async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Pool cleaning ${Date.now().toString(36)}`;
  await signInAsVendor(page, "vendor");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { name: "View Services", level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Create New Service" }).click();
  await expect(page).toHaveURL(/\/vendor\/service\/create$/);
  await expect(page.getByRole("heading", { name: "Create Service", level: 1 })).toBeVisible({ timeout: 20_000 });

  await typeInto(section(page, "Name"), "Name (English)", name);
  const texts = section(page, "Description");
  for (const subject of ["Description", "Benefits", "Features", "How to use"])
    await typeInto(texts, `${subject} (English)`, `${subject} of the pool service.`);
  const arabic = texts.getByRole("textbox", { name: "Description (Arabic)" });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await arabic.click();
  await arabic.pressSequentially("تنظيف المسبح");
  const pricing = section(page, "Price and time");
  await pricing.getByRole("spinbutton", { name: fieldLabel("Price") }).fill("250");
  await pricing.getByRole("spinbutton", { name: fieldLabel("Unit time") }).fill("2");
  await choose(page, "Categories", "Home & Kitchen");
  const images = section(page, "Images");
  const png = { name: "pool.png", mimeType: "image/png", buffer: gradientPng(640, 480) };
  await images.getByLabel(fieldLabel("Featured image")).setInputFiles(png);
  await images.locator('input[type="file"][multiple]').setInputFiles({ ...png, name: "pool-side.png" });
  await expect(images.getByRole("img", { name: "Image 1" })).toBeVisible();

  await page.getByRole("button", { name: "Create Service" }).click();
  await expect(page.getByText("Service created successfully")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "View Services", level: 1 })).toBeVisible();

  // In the catalogue with its resized thumbnail, served by the object store.
  const row = await findRow(page, name);
  const thumbnail = row.getByRole("img", { name });
  await expect(thumbnail).toHaveAttribute("src", storedKey("media/images", "png", "/s3/demo-bucket/", "_100x100"));
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(100);

  // View it: read-only, with Edit and Back.
  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/vendor\/service\/\d+\/view$/);
  await expect(page.getByRole("heading", { name: "View service", level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(section(page, "Name").getByRole("textbox", { name: fieldLabel("Name (English)") })).toHaveValue(name);
  await expect(section(page, "Name").getByRole("textbox", { name: fieldLabel("Name (English)") })).toBeDisabled();
  await expect(section(page, "Description").getByRole("textbox", { name: "Description (Arabic)" })).toHaveText("تنظيف المسبح");
  await expect(section(page, "Images").getByRole("img", { name: "Image 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

  // Edit its price: Save Service leads back to the service's view page.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/service\/\d+\/edit$/);
  const price = section(page, "Price and time").getByRole("spinbutton", { name: fieldLabel("Price") });
  await expect(price).toHaveValue("250");
  await price.fill("199.5");
  await page.getByRole("button", { name: "Save Service" }).click();
  await expect(page.getByText("Service updated successfully")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/vendor\/service\/\d+\/view$/);
  await expect(section(page, "Price and time").getByRole("spinbutton", { name: fieldLabel("Price") })).toHaveValue("199.5");
  await closeToast(page, "Service updated successfully");

  // Delete it from the catalogue, after the confirmation.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "View Services", level: 1 })).toBeVisible();
  const again = await findRow(page, name);
  await again.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this service?");
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Service deleted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("the restricted account has no Services", async ({ page }) => {
  await signInAsVendor(page, "restricted");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Services" })).toHaveCount(0);
  await page.goto("/vendor/service-catalog");
  await expect(page).toHaveURL(/\/not-found$/, { timeout: 20_000 });
});
