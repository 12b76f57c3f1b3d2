import { expect as baseExpect, test, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { localeText, signInIn, type Lang } from "./support/locale-text";

// A loaded 2-core machine has taken over 10 s to show a page: wait as a seller would.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 33 "Jump anywhere": Ctrl/⌘+K opens the command palette (screens, "Order #…", products and
// services by name, recent records); "?" lists the keyboard shortcuts. Keyboard only, both directions.
const order = db.state.orders.filter((entry) => entry.store_id === 1).sort((a, b) => b.id - a.id)[0]!;
const missing = Math.max(...db.state.orders.map((entry) => entry.id)) + 1000;
const product = db.state.products.find((entry) => entry.store_id === 1 && entry.status === "active")!;

for (const lang of ["en", "ar"] as const satisfies Lang[]) {
  test.describe(`issue 33 jump anywhere (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB" });
    test(`jumps to a screen, an order and a product from the keyboard, and lists the shortcuts (${lang})`, async ({ page }) => {
      test.setTimeout(150_000);
      const t = (key: string, values?: Record<string, string | number>) => localeText(lang, key, values);
      await signInIn(page, lang);

      const open = async (pageRef: Page) => {
        await pageRef.keyboard.press("ControlOrMeta+k");
        const dialog = pageRef.getByRole("dialog", { name: t("palette:title") });
        await expect(dialog).toBeVisible();
        const field = dialog.getByRole("combobox", { name: t("palette:label") });
        await expect(field).toBeFocused();
        return { dialog, field };
      };

      // A screen by its title: arrows and Enter.
      let palette = await open(page);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await palette.field.fill(t("orders:titles.list"));
      await expect(palette.dialog.getByRole("option").first()).toContainText(t("orders:titles.list"));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/vendor\/orders$/);
      await expect(page.getByRole("heading", { name: t("orders:titles.list"), level: 1 })).toBeVisible();

      // An order that does not exist: said so, nothing opens.
      palette = await open(page);
      await palette.field.fill(`#${missing}`);
      await expect(palette.dialog.getByRole("status")).toHaveText(t("palette:orderMissing", { id: missing }));
      await page.keyboard.press("Enter");
      await expect(palette.dialog).toBeVisible();
      await expect(page).toHaveURL(/\/vendor\/orders$/);

      // An order that exists, typed with the word for it.
      await palette.field.fill(lang === "ar" ? `طلب ${order.id}` : `order ${order.id}`);
      const orderOption = palette.dialog.getByRole("option", { name: new RegExp(t("palette:order", { id: order.id })) });
      const status = order.shipment?.status ?? order.services[0]!.status;
      await expect(orderOption).toContainText(`${t("palette:kinds.order")} · ${t(`orders:statuses.${status}`)}`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/vendor/order-detail/${order.id}$`));
      await expect(page.getByRole("heading", { name: t("orders:titles.show"), level: 1 })).toBeVisible();

      // A product by name, through the catalogue's search.
      palette = await open(page);
      await palette.field.fill(product.name_en.slice(0, 6));
      const productOption = palette.dialog.getByRole("option", {
        name: new RegExp(`^${product.name_en}\\s*${t("palette:kinds.product")}$`),
      });
      await expect(productOption).toBeVisible();
      await productOption.click();
      await expect(page).toHaveURL(new RegExp(`/vendor/product/${product.id}/view$`));
      await expect(page.getByRole("heading", { name: t("products:titles.form"), level: 1 })).toBeVisible();

      // Recent records, newest first, before anything is typed; Escape closes and gives focus back.
      const button = page.getByRole("button", { name: t("palette:open") });
      await button.focus();
      await page.keyboard.press("Enter");
      palette.dialog = page.getByRole("dialog", { name: t("palette:title") });
      const options = palette.dialog.getByRole("option");
      await expect(options.nth(0)).toHaveText(`${product.name_en}${t("palette:kinds.recent")}`);
      await expect(options.nth(1)).toHaveText(`${t("orders:titles.show")} #${order.id}${t("palette:kinds.recent")}`);
      await page.keyboard.press("ArrowDown");
      const field = palette.dialog.getByRole("combobox");
      await expect(field).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
      await page.keyboard.press("Escape");
      await expect(palette.dialog).toBeHidden();
      await expect(button).toBeFocused();

      // "?" lists the shortcuts (outside a text field).
      await page.keyboard.press("?");
      const shortcuts = page.getByRole("dialog", { name: t("palette:shortcuts.title") });
      await expect(shortcuts).toBeVisible();
      await expect(shortcuts.getByRole("row")).toHaveCount(6);
      await expect(shortcuts.getByRole("cell", { name: t("palette:shortcuts.openPalette") })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(shortcuts).toBeHidden();
    });
  });
}
