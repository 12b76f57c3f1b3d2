import { expect, test, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { signInAsVendor } from "./support/sign-in";

/** Store 1's seeded orders, newest first, as the mock serves them. */
// A screen's first visit makes the dev server compile its lazy chunk: on a loaded 2-core box that
// can outlast the default 10 s, so arrivals on a new screen wait longer.
const ARRIVAL = { timeout: 30_000 };
const vendorOrders = db.state.orders.filter((order) => order.store_id === 1).sort((a, b) => b.id - a.id);

async function openOrdersList(page: Page) {
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/vendor\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible(ARRIVAL);
  return page.getByRole("grid", { name: "Orders" });
}

async function moveTo(page: Page, status: string) {
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: status, exact: true }).click();
  await page.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Updated Successfully").last()).toBeVisible();
}

test("the vendor ships and delivers a pending order, then raises a dispute on the delivered item", async ({ page }) => {
  // A long journey (three updates, a reload, a dispute) on a dev server that compiles on demand.
  test.slow();
  const order = vendorOrders.find((candidate) => candidate.status === "pending" && candidate.shipment && candidate.services.length === 0)!;
  const item = order.shipment!.line_items[0];
  await signInAsVendor(page);
  const grid = await openOrdersList(page);

  await page.getByRole("tab", { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/tab=pending/);
  await page.getByRole("searchbox", { name: /Search/ }).fill(String(order.id));
  await expect(page).toHaveURL(new RegExp(`q=${order.id}`));
  await grid.getByRole("gridcell", { name: `#${order.id}`, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/vendor/order-detail/${order.id}$`));
  await expect(page.getByRole("heading", { name: "Order Details", level: 1 })).toBeVisible(ARRIVAL);
  await expect(page).toHaveTitle("Order Details");
  const progress = page.getByRole("region", { name: "Shipment" }).getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "1");

  await moveTo(page, "Processing");
  await expect(progress).toHaveAttribute("aria-valuenow", "2");
  await moveTo(page, "Shipped");
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await moveTo(page, "Delivered");
  await expect(progress).toHaveAttribute("aria-valuenow", "4");
  await expect(page.getByRole("button", { name: "Update Status" })).toHaveCount(0);

  // The server kept it: a reload shows the delivered order.
  await page.reload();
  await expect(page.getByRole("region", { name: "Shipment" }).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "4");

  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: "Create Dispute" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Dispute" });
  await expect(dialog).toBeVisible(ARRIVAL);
  const description = dialog.getByRole("textbox", { name: /Description/ });
  await description.fill("Too short");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Must be 10 characters long")).toBeVisible();
  await description.fill("The customer reports the parcel arrived crushed.");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/vendor\/disputes$/, ARRIVAL);
  await expect(page.getByRole("heading", { name: "Disputes", level: 1 })).toBeVisible(ARRIVAL);
  await expect(page.getByRole("grid", { name: "Disputes" }).getByRole("gridcell", { name: String(order.id), exact: true })).toBeVisible();
  expect(item.id).toBeGreaterThan(0);
});

test("the vendor opens a receipt as a PDF in a new tab", async ({ page, context }) => {
  const order = vendorOrders[0];
  await signInAsVendor(page);
  const grid = await openOrdersList(page);
  await grid.getByRole("button", { name: `Actions for order #${order.id}` }).click();
  const opened = context.waitForEvent("page");
  await page.getByRole("menuitem", { name: "Generate Receipt" }).click();
  const tab = await opened;
  await tab.waitForURL(/^blob:/, ARRIVAL);
  const head = await tab.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    return new TextDecoder().decode(bytes.slice(0, 5));
  });
  expect(head).toBe("%PDF-");
  // The list did not also open the row.
  await expect(page).toHaveURL(/\/vendor\/orders$/);
});

test("tab, page and search live in the URL: reload and back keep them", async ({ page }) => {
  await signInAsVendor(page);
  const grid = await openOrdersList(page);
  const delivered = vendorOrders.filter((order) => order.status === "delivered");

  await page.getByRole("tab", { name: /^Delivered/ }).click();
  await page.getByRole("button", { name: "Go to page 2" }).click();
  await expect(page).toHaveURL(/tab=delivered&page=2|page=2&tab=delivered/);
  await expect(grid.getByRole("gridcell", { name: `#${delivered[10].id}`, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("tab", { name: /^Delivered/ })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("grid", { name: "Orders" }).getByRole("gridcell", { name: `#${delivered[10].id}`, exact: true }),
  ).toBeVisible();

  const target = delivered[3];
  await page.getByRole("searchbox", { name: /Search/ }).fill(target.user_email);
  await expect(page).toHaveURL(/q=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole("grid", { name: "Orders" }).getByRole("gridcell", { name: `#${target.id}`, exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole("searchbox", { name: /Search/ })).toHaveValue("");
  await expect(
    page.getByRole("grid", { name: "Orders" }).getByRole("gridcell", { name: `#${delivered[10].id}`, exact: true }),
  ).toBeVisible();
});
