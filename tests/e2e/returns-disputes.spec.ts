import { expect, test } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { signInAsVendor } from "./support/sign-in";

/** Store 1's seeded records, newest first, as the mock serves them. */
const newestFirst = <T extends { store_id: number; created_at: string }>(items: T[]) =>
  items.filter((item) => item.store_id === 1).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

test("the vendor opens a dispute, sends a reply and sees it at the bottom of the thread", async ({ page }) => {
  const dispute = newestFirst(db.state.disputes).find((entry) => entry.replies.length >= 3)!;
  await signInAsVendor(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Disputes" }).click();
  await expect(page).toHaveURL(/\/vendor\/disputes$/);
  const grid = page.getByRole("grid", { name: "Disputes" });
  await grid.getByRole("gridcell", { name: String(dispute.id), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/vendor/disputes-detail/${dispute.id}$`));
  await expect(page.getByRole("heading", { name: "Dispute Details", level: 1 })).toBeVisible();
  const thread = page.getByRole("list", { name: "Replies" });
  await expect(thread.getByRole("listitem")).toHaveCount(dispute.replies.length);

  const text = `Replacement shipped, tracking sent by e-mail (${Date.now()})`;
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();

  const last = thread.getByRole("listitem").last();
  await expect(last).toContainText(text);
  await expect(last.getByRole("img", { name: "Vendor" })).toHaveText("V");
  await expect(thread.getByRole("listitem")).toHaveCount(dispute.replies.length + 1);
  await expect(last).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

  // Still there after a reload: the mock API kept it.
  await page.reload();
  await expect(page.getByRole("list", { name: "Replies" }).getByRole("listitem").last()).toContainText(text);
});

test("an empty reply shows the alert 'Message not be empty'", async ({ page }) => {
  const dispute = newestFirst(db.state.disputes)[0];
  await signInAsVendor(page);
  await page.goto(`/vendor/disputes-detail/${dispute.id}`);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Message not be empty" })).toBeVisible();
});

test("the vendor opens a return from the list", async ({ page }) => {
  const refund = newestFirst(db.state.refunds)[1];
  await signInAsVendor(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Returns" }).click();
  await expect(page).toHaveURL(/\/vendor\/returns$/);
  await expect(page.getByRole("heading", { name: "Returns", level: 1 })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Returns" });
  await grid.getByRole("gridcell", { name: String(refund.id), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/vendor/view-return/${refund.id}$`));
  await expect(page).toHaveTitle("View Return");
  await expect(page.getByRole("heading", { name: "View Return", level: 1 })).toBeVisible();
  await expect(page.getByText(`#${refund.id}`)).toBeVisible();
  const item = page.getByRole("region", { name: "Returned Item" });
  await expect(item).toContainText(refund.line_item.sku);
  await expect(item).toContainText(refund.reason);
  await expect(page.getByRole("region", { name: "Pickup Address" })).toContainText(refund.address.first_name);
});
