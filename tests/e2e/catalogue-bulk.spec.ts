import { readFileSync } from "node:fs";
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { journeyInBothLanguages, downloadedCsv } from "./support/bulk-journeys";
import { localeText, signInIn, type Lang } from "./support/locale-text";
import { escapeRegExp } from "../support/patterns";

/**
 * Issue 33 point 3 in a real browser, in English and in Arabic: select three products (one on
 * customers' orders), delete them after one confirmation and read the summary (deleted, refused);
 * Export CSV of the tab (every page, a UTF-8 BOM, the language's headers); Duplicate a product:
 * the create form prefilled, the variant's SKU empty, nothing saved.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

const read = (lang: Lang, area: string) =>
  JSON.parse(readFileSync(new URL(`../../src/providers/i18n/locales/${lang}/${area}.json`, import.meta.url), "utf8"));
const TEXTS = {
  en: { products: read("en", "products"), lists: read("en", "lists"), shell: read("en", "shell"), bilingual: read("en", "bilingual") },
  ar: { products: read("ar", "products"), lists: read("ar", "lists"), shell: read("ar", "shell"), bilingual: read("ar", "bilingual") },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const active = db.state.products.filter((product) => product.store_id === 1 && product.status === "active").sort((a, b) => b.id - a.id);

const rowOf = (grid: Locator, name: string) =>
  grid.getByRole("row").filter({ has: grid.page().getByRole("gridcell", { name, exact: true }) });

async function journey(page: Page, lang: Lang) {
  const { products, lists, shell, bilingual } = TEXTS[lang];
  await signInIn(page, lang);
  await page
    .getByRole("navigation", { name: localeText(lang, "shell:navigation") })
    .getByRole("link", { name: shell.menu.products })
    .click();
  const grid = page.getByRole("grid", { name: products.list.table });
  const [gone, ordered, also] = active;
  await expect(rowOf(grid, gone.name_en)).toBeVisible({ timeout: 45_000 });

  // Three selected, with the keyboard: one is on customers' orders, which the server refuses to delete.
  for (const record of [gone, ordered, also]) {
    const box = rowOf(grid, record.name_en).getByRole("checkbox");
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  const bar = page.getByRole("toolbar", { name: products.bulk.toolbar });
  await expect(bar).toContainText(fill(lists.bulk.selected, { n: 3 }));
  await bar.getByRole("button", { name: lists.bulk.delete }).click();
  const dialog = page.getByRole("dialog", { name: products.bulk.deleteTitle });
  await expect(dialog).toContainText(fill(products.bulk.deleteConfirm, { n: 3 }));
  await dialog.getByRole("button", { name: lists.bulk.confirmDelete }).click();
  await expect(dialog.getByRole("heading", { name: lists.bulk.summaryTitle })).toBeVisible();
  await expect(dialog).toContainText(fill(lists.bulk.deleted, { n: 2 }));
  const refused = dialog.getByRole("region", { name: fill(lists.bulk.refused, { n: 1 }) });
  await expect(refused).toContainText(ordered.name_en);
  await expect(refused).toContainText("Product cannot be deleted because it is on customers' orders");
  await page.screenshot({ path: `test-results/screenshots/${lang}-catalogue-bulk-summary.png` });
  await dialog.getByRole("button", { name: lists.bulk.close }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(grid, gone.name_en)).toHaveCount(0);
  await expect(rowOf(grid, ordered.name_en)).toBeVisible();

  // Export CSV of the Active tab: every page (more than one page of ten), BOM first, the language's headers.
  const lines = await downloadedCsv(
    page,
    page.getByRole("button", { name: lists.export.button, exact: true }),
    /^products-active-\d{4}-\d\d-\d\d\.csv$/,
  );
  expect(lines[0]).toBe([products.fields.image, products.fields.name, products.fields.status].join(","));
  expect(lines).toHaveLength(active.length - 2 + 1);
  expect(lines.some((line) => line.includes(`,${gone.name_en},`))).toBe(false);
  expect(lines.find((line) => line.includes(`,${ordered.name_en},`))).toMatch(new RegExp(`,${escapeRegExp(products.statuses.active)}$`));

  // Duplicate: the create form prefilled from the product, its variant new with an empty SKU.
  await grid.getByRole("button", { name: fill(products.list.rowMenu, { name: ordered.name_en }) }).click();
  await page.getByRole("menuitem", { name: products.actions.duplicate }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/product/create\\?duplicate=${ordered.id}$`));
  await expect(page.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(bilingual.name_en)}`) }).first()).toHaveValue(ordered.name_en);
  await expect(page.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(products.variant.sku)}`) }).first()).toHaveValue("");
  await page.screenshot({ path: `test-results/screenshots/${lang}-catalogue-duplicate.png` });
}

journeyInBothLanguages("delete three products with a summary, export the tab as CSV, duplicate a product", journey);
