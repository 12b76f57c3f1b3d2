import { readFileSync } from "node:fs";
import { expect as baseExpect, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { FAULT_STORAGE_KEY } from "../../src/mocks/faults";
import { journeyInBothLanguages, downloadedCsv } from "./support/bulk-journeys";
import { localeText, signInIn, type Lang } from "./support/locale-text";

/**
 * Issue 19 items 1 and 2 in a real browser, in English and in Arabic: select two pending orders,
 * change their status (one refused by the server), read the summary; then Export CSV of the tab:
 * the downloaded file starts with a UTF-8 BOM and holds every order of the tab, in the language.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

type OrderTexts = {
  titles: { list: string };
  tabs: { pending: string };
  list: { table: string };
  fields: Record<"orderNumber" | "itemCount" | "customerEmail" | "status" | "totalPrice" | "discount", string>;
  statuses: Record<"pending" | "processing", string>;
  bulk: Record<
    "toolbar" | "selected" | "changeStatus" | "title" | "newStatus" | "apply" | "summaryTitle" | "changed" | "failed" | "close",
    string
  >;
  export: { button: string };
};
/** The app's own texts (the locale files), so both languages read the same journey. */
const texts = (lang: string): OrderTexts =>
  JSON.parse(readFileSync(new URL(`../../src/providers/i18n/locales/${lang}/orders.json`, import.meta.url), "utf8"));
const TEXTS = { en: texts("en"), ar: texts("ar") } as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const pending = db.state.orders.filter((order) => order.store_id === 1 && order.status === "pending").sort((a, b) => b.id - a.id);

async function journey(page: Page, lang: Lang) {
  const text = TEXTS[lang];
  await signInIn(page, lang);
  await page
    .getByRole("navigation", { name: localeText(lang, "shell:navigation") })
    .getByRole("link", { name: text.titles.list })
    .click();
  await page.getByRole("tab", { name: new RegExp(`^${text.tabs.pending}`) }).click();
  await expect(page).toHaveURL(/tab=pending/);
  const grid = page.getByRole("grid", { name: text.list.table });
  const [moves, refused] = pending;
  await expect(grid.getByRole("gridcell", { name: `#${moves.id}`, exact: true })).toBeVisible();

  // The server refuses the second order's update (the mock's fault injector, this tab only).
  await page.evaluate(([key, plan]) => sessionStorage.setItem(key, plan), [
    FAULT_STORAGE_KEY,
    JSON.stringify({ fault: "success-false", match: `/vendor/orders/${refused.id}$`, method: "PUT" }),
  ] as const);
  for (const order of [moves, refused]) {
    await grid
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: `#${order.id}`, exact: true }) })
      .getByRole("checkbox")
      .check();
  }
  const bar = page.getByRole("toolbar", { name: text.bulk.toolbar });
  await expect(bar).toContainText(fill(text.bulk.selected, { n: 2 }));
  await bar.getByRole("button", { name: text.bulk.changeStatus }).click();
  const dialog = page.getByRole("dialog", { name: text.bulk.title });
  await expect(dialog.getByRole("combobox", { name: text.bulk.newStatus })).toHaveText(text.statuses.processing);
  await dialog.getByRole("button", { name: text.bulk.apply }).click();
  await expect(dialog.getByRole("heading", { name: text.bulk.summaryTitle })).toBeVisible();
  await expect(dialog).toContainText(fill(text.bulk.changed, { status: text.statuses.processing, n: 1 }));
  const failed = dialog.getByRole("region", { name: fill(text.bulk.failed, { n: 1 }) });
  await expect(failed).toContainText(`#${refused.id}`);
  await expect(failed).toContainText("This request could not be completed.");
  await page.screenshot({ path: `test-results/screenshots/${lang}-orders-bulk-summary.png` });
  await dialog.getByRole("button", { name: text.bulk.close }).click();
  await expect(dialog).toBeHidden();
  await page.evaluate((key) => sessionStorage.removeItem(key), FAULT_STORAGE_KEY);
  // The changed order has left the Pending tab.
  await expect(grid.getByRole("gridcell", { name: `#${moves.id}`, exact: true })).toHaveCount(0);

  // Export CSV of the Pending tab: every page, BOM first, the language's headers.
  const lines = await downloadedCsv(page, page.getByRole("button", { name: text.export.button }), /^orders-pending-\d{4}-\d\d-\d\d\.csv$/);
  expect(lines[0]).toBe(
    [
      text.fields.orderNumber,
      text.fields.itemCount,
      text.fields.customerEmail,
      text.fields.status,
      text.fields.totalPrice,
      text.fields.discount,
    ].join(","),
  );
  expect(lines).toHaveLength(pending.length); // the header, and every pending order but the one moved
  expect(lines[1].split(",").slice(0, 4)).toEqual([String(refused.id), expect.any(String), refused.user_email, text.statuses.pending]);
  expect(lines.some((line) => line.startsWith(`${moves.id},`))).toBe(false);
}

journeyInBothLanguages("select two orders, change their status, read the summary, export the tab as CSV", journey);
