import { expect as baseExpect, test } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { localeText, signInIn, type Lang } from "./support/locale-text";
import { escapeRegExp } from "../support/patterns";

// A loaded 2-core machine has taken over 10 s to show a page: wait as a seller would.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 33 C: a new order shows without a reload. The demo's control places it; the live poll
// brings it to the sidebar's badge (pending orders), the tab's title (new orders not yet seen on
// the orders list) and a "New order #…" message.
const pending = db.state.orders.filter((order) => order.store_id === 1 && order.status === "pending").length;
const nextOrderId = Math.max(...db.state.orders.map((order) => order.id)) + 1;

for (const lang of ["en", "ar"] as const satisfies Lang[]) {
  test.describe(`issue 33 live orders (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB" });

    test(`a demo order shows on the badge and in the title without a reload (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = (key: string, values?: Record<string, string | number>) => localeText(lang, key, values);
      await signInIn(page, lang);
      const dashboard = t("dashboard:titles.page");
      const orders = page.getByRole("navigation", { name: t("shell:navigation") }).getByRole("link", { name: t("shell:menu.orders") });
      await expect(orders).toHaveAccessibleDescription(t("shell:liveOrders.pending", { count: pending }));
      await expect(page.getByTestId("pending-badge")).toHaveText(String(pending));

      await page.getByRole("button", { name: t("common:actions.addDemoOrder") }).click();
      await expect(page).toHaveTitle(`(1) ${dashboard}`);
      await expect(page.getByTestId("pending-badge")).toHaveText(String(pending + 1));
      await expect(orders).toHaveAccessibleDescription(t("shell:liveOrders.pending", { count: pending + 1 }));
      await expect(page.getByText(new RegExp(escapeRegExp(t("shell:liveOrders.newOrder", { id: nextOrderId })))).first()).toBeVisible();

      // The orders list has it, at the top: seen there, the title stops counting it.
      await orders.click();
      await expect(page).toHaveTitle(t("orders:titles.list"));
      await expect(page.getByRole("grid", { name: t("orders:list.table") }).getByText(`#${nextOrderId}`)).toBeVisible();
    });
  });
}
