import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { signInAsVendor } from "./support/sign-in";
import { gradientPng } from "./support/test-files";
import { storedKey } from "../support/storage-keys";
import { fieldLabel } from "../support/patterns";

/** Product journeys (document 2 §2): create with a variant and an uploaded image, edit the price, delete; no Edit without can_manage_product. */

// Screens compile on their first visit under `npm start`; on a busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const section = (page: Page, name: string) => page.getByRole("region", { name });

async function typeInto(scope: Locator, label: string, text: string) {
  // fill() types into inputs and into the rich-text editors (contenteditable) alike, with input events.
  await scope.getByRole("textbox", { name: fieldLabel(label) }).fill(text);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: fieldLabel(label) }).click();
  await page.getByRole("option", { name: option }).click();
}

async function openCatalogue(page: Page) {
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "View Products", level: 1 })).toBeVisible({ timeout: 45_000 });
}

async function findRow(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search by name" }).fill(name);
  // The search applies once typing has paused for a second (it is then in the address).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  return row;
}

test("a seller creates a product with a variant and an image, finds it, edits its price and deletes it", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Palm Lantern ${Date.now().toString(36)}`;
  await signInAsVendor(page, "vendor");
  await openCatalogue(page);
  await page.getByRole("button", { name: "Create New Product" }).click();
  await expect(page).toHaveURL(/\/vendor\/product\/create$/);
  await expect(page.getByRole("heading", { name: "Product", level: 1 })).toBeVisible({ timeout: 20_000 });

  await typeInto(section(page, "Name"), "Name (English)", name);
  const texts = section(page, "Description");
  await typeInto(texts, "Description (English)", "A lantern for the garden.");
  // The editor really formats: select the text and make it bold.
  await page.keyboard.press("ControlOrMeta+a");
  await texts.getByRole("toolbar", { name: "Formatting: Description (English)" }).getByRole("button", { name: "Bold" }).click();
  await expect(texts.getByRole("textbox", { name: fieldLabel("Description (English)") }).locator("strong")).toHaveText(
    "A lantern for the garden.",
  );
  const arabic = texts.getByRole("textbox", { name: "Description (Arabic)" });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await arabic.click();
  await arabic.pressSequentially("فانوس للحديقة");
  for (const subject of ["Benefits", "Features", "How to use"]) await typeInto(texts, `${subject} (English)`, `${subject} of the lantern.`);

  await choose(page, "Categories", "Home & Kitchen");
  await page.keyboard.press("Escape");
  await choose(page, "Brand", "Kiln & Co");
  await choose(page, "Shipment rule", "Shipping Included in Price");

  await page.getByRole("button", { name: "Add Variant +" }).click();
  const variant = section(page, "Variants").getByRole("region");
  await typeInto(variant, "Name (English)", "Brass");
  for (const subject of ["Description", "Benefits", "Features", "How to use"])
    await typeInto(variant, `${subject} (English)`, `${subject} of brass.`);
  await typeInto(variant, "Variation", "Brass");
  await typeInto(variant, "SKU", `LANTERN-${Date.now().toString(36)}`);
  await typeInto(variant, "Weight", "1.2 kg");
  await variant.getByRole("spinbutton", { name: fieldLabel("Price") }).fill("120");
  await variant.getByRole("spinbutton", { name: fieldLabel("Quantity") }).fill("8");
  const png = { name: "lantern.png", mimeType: "image/png", buffer: gradientPng(640, 480) };
  await variant.getByLabel(fieldLabel("Featured image")).setInputFiles(png);
  await variant.locator('input[type="file"][multiple]').setInputFiles({ ...png, name: "lantern-side.png" });
  await expect(variant.getByRole("img", { name: "Image 1" })).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product created successfully")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "View Products", level: 1 })).toBeVisible();

  // It is in the catalogue, with its uploaded image (served by the object store).
  const row = await findRow(page, name);
  const thumbnail = row.getByRole("img", { name });
  await expect(thumbnail).toHaveAttribute("src", storedKey("media/images", "png", "/s3/demo-bucket/", "_100x100"));
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(100);

  // Edit its price.
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/vendor\/product\/\d+\/edit$/);
  const price = section(page, "Variants").getByRole("spinbutton", { name: fieldLabel("Price") });
  await expect(price).toHaveValue("120");
  await price.fill("99.5");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "View Products", level: 1 })).toBeVisible();
  const edited = await findRow(page, name);
  await edited.getByText(name).click();
  await expect(page).toHaveURL(/\/vendor\/product\/\d+\/view$/);
  await expect(section(page, "Variants").getByRole("spinbutton", { name: fieldLabel("Price") })).toHaveValue("99.5");
  await expect(section(page, "Description").getByRole("textbox", { name: "Description (Arabic)" })).toHaveText("فانوس للحديقة");

  // Delete it.
  await page.getByRole("button", { name: "Cancel" }).click();
  const again = await findRow(page, name);
  await again.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this product?");
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("limited@demo.test has no Edit in the catalogue or on the product", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsVendor(page, "limited");
  await openCatalogue(page);
  const first = page.getByRole("row").nth(1);
  await first.getByRole("button", { name: /^Actions for / }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "View" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Edit" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "View" }).click();
  await expect(page).toHaveURL(/\/vendor\/product\/\d+\/view$/);
  await expect(page.getByRole("heading", { name: "Product", level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Variant +" })).toHaveCount(0);
});
