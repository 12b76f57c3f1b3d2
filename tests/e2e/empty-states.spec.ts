import { expect as baseExpect, test } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { STORAGE_KEY } from "../../src/mocks/db-persistence";
import { localeText, signInIn, type Lang } from "./support/locale-text";

// A loaded 2-core machine has taken over 10 s to show a page: wait as a seller would.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 33 B: an empty catalogue says what to do next, with the actions in place. The demo's
// server state starts from the seed less store 1's products (saved where the mock reads it back).
const emptyCatalogue = JSON.stringify({
  version: 1,
  state: { ...db.state, products: db.state.products.filter((product) => product.store_id !== 1) },
});

for (const lang of ["en", "ar"] as const satisfies Lang[]) {
  test.describe(`issue 33 empty catalogue (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB" });

    test(`an empty catalogue leads to importing or creating the first product (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = (key: string) => localeText(lang, key);
      await page.addInitScript(
        ([key, saved]) => {
          // Once per tab: the journey's own changes survive its navigations.
          if (sessionStorage.getItem("e2e.empty-catalogue")) return;
          localStorage.setItem(key, saved);
          sessionStorage.setItem("e2e.empty-catalogue", "1");
        },
        [STORAGE_KEY, emptyCatalogue] as const,
      );
      await signInIn(page, lang);
      await page.goto("/vendor/product-catalog");
      await expect(page.getByRole("heading", { name: t("products:titles.list"), level: 1 })).toBeVisible();
      const empty = page.getByRole("region", { name: t("products:emptyState.title") });
      await expect(empty).toBeVisible();
      await expect(empty).toContainText(t("products:emptyState.text"));
      await expect(page.getByRole("grid", { name: t("products:list.table") })).toHaveCount(0);

      await empty.getByRole("button", { name: t("products:emptyState.import") }).click();
      const dialog = page.getByRole("dialog", { name: t("products:titles.bulkImport") });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // A search that finds nothing keeps the plain text.
      await page.goto("/vendor/product-catalog?q=linen");
      await expect(page.getByText(t("products:list.empty"))).toBeVisible();
      await expect(empty).toHaveCount(0);

      await page.goto("/vendor/product-catalog");
      const create = page.getByRole("button", { name: t("products:emptyState.create") });
      await create.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/vendor\/product\/create$/);
    });
  });
}
