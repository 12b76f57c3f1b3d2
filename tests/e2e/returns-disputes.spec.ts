import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { localeText, signInIn, type Lang } from "./support/locale-text";
import { signInAsVendor } from "./support/sign-in";

// A loaded 2-core machine has taken over 10 s to show a page after a reload: wait as a seller would.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A list's id cell (it may also carry the "New reply" mark). */
const idCell = (grid: Locator, id: number) =>
  grid.locator('[role="gridcell"][data-field="id"]').filter({ hasText: new RegExp(`^${id}(\\D|$)`) });

/** Store 1's seeded records, newest first, as the mock serves them. */
const newestFirst = <T extends { store_id: number; created_at: string }>(items: T[]) =>
  items.filter((item) => item.store_id === 1).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

test("the vendor opens a dispute, sends a reply and sees it at the bottom of the thread", async ({ page }) => {
  const dispute = newestFirst(db.state.disputes).find((entry) => entry.replies.length >= 3)!;
  await signInAsVendor(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Disputes" }).click();
  await expect(page).toHaveURL(/\/vendor\/disputes$/);
  const grid = page.getByRole("grid", { name: "Disputes" });
  await idCell(grid, dispute.id).click();

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

// Issue 19 items 4 and 5: return decisions and live dispute threads, in English and in Arabic, the
// texts read from the app's locale files.
const texts = (lang: Lang) => {
  const t = (key: string) => localeText(lang, key);
  return {
    nav: t("shell:navigation"),
    returns: t("returns:list.label"),
    viewReturn: t("returns:titles.show"),
    facts: t("returns:detail.returnId"),
    refundMethod: t("returns:detail.refundMethod"),
    toWallet: t("returns:refund.toWallet"),
    bankThenWallet: t("returns:refund.bankThenWallet"),
    decision: t("returns:decision.label"),
    approve: t("returns:decision.approve"),
    approveTitle: t("returns:decision.confirm.approve.title"),
    approved: t("returns:statuses.approved"),
    approvedToast: t("returns:decision.done.approve"),
    reject: t("returns:decision.reject"),
    rejectTitle: t("returns:decision.confirm.reject.title"),
    rejected: t("returns:statuses.rejected"),
    rejectedToast: t("returns:decision.done.reject"),
    disputes: t("disputes:list.label"),
    disputeDetails: t("disputes:titles.show"),
    replies: t("disputes:thread.label"),
    message: t("disputes:reply.label"),
    back: t("disputes:detail.back"),
    newReply: t("disputes:list.newReply"),
    admin: t("disputes:owners.admin"),
  };
};

/** Adds an admin's or customer's reply on the server side of the embedded mock. */
async function serverReply(page: Page, id: number, owner: "admin" | "customer", description: string) {
  await page.evaluate(
    ([disputeId, who, text]) => {
      const api = (
        window as unknown as { __mockApi: { addDisputeReply(id: number, reply: { owner: string; description: string }): unknown } }
      ).__mockApi;
      api.addDisputeReply(disputeId as number, { owner: who as string, description: text as string });
    },
    [id, owner, description] as const,
  );
}

for (const lang of ["en", "ar"] as const) {
  test.describe(`issue 19 (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB" });
    const text = texts(lang);

    test(`approves a requested return after a confirmation (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const refund = newestFirst(db.state.refunds).find((entry) => entry.status === "requested" && entry.refund_method === "wallet")!;
      await signInIn(page, lang);
      await page.getByRole("navigation", { name: text.nav }).getByRole("link", { name: text.returns, exact: true }).click();
      const grid = page.getByRole("grid", { name: text.returns });
      await idCell(grid, refund.id).click();
      await expect(page.getByRole("heading", { name: text.viewReturn, level: 1 })).toBeVisible();

      await page.getByRole("button", { name: text.approve, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: text.approveTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: text.approve, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.approvedToast).first()).toBeVisible();
      await expect(page.getByRole("region", { name: text.facts })).toContainText(text.approved);
      // An approved return still says where the money goes (a wallet refund: to the wallet).
      await expect(page.getByRole("region", { name: text.refundMethod })).toHaveText(`${text.refundMethod}${text.toWallet}`);
      await expect(page.getByRole("button", { name: text.approve, exact: true })).toHaveCount(0);

      // The server kept it.
      await page.reload();
      await expect(page.getByRole("region", { name: text.facts })).toContainText(text.approved);
    });

    test(`rejects a requested return after a confirmation: the refund method goes (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const refund = newestFirst(db.state.refunds)
        .slice(0, 10)
        .find((entry) => entry.status === "requested" && entry.refund_method === "bank")!;
      expect(refund).toBeDefined();
      await signInIn(page, lang);
      await page.getByRole("navigation", { name: text.nav }).getByRole("link", { name: text.returns, exact: true }).click();
      const grid = page.getByRole("grid", { name: text.returns });
      await idCell(grid, refund.id).click();
      await expect(page.getByRole("heading", { name: text.viewReturn, level: 1 })).toBeVisible();
      const facts = page.getByRole("region", { name: text.facts });
      const refundMethod = page.getByRole("region", { name: text.refundMethod });
      await expect(refundMethod).toHaveText(`${text.refundMethod}${text.bankThenWallet}`);

      await page.getByRole("group", { name: text.decision }).getByRole("button", { name: text.reject, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: text.rejectTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: text.reject, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.rejectedToast).first()).toBeVisible();
      await expect(facts).toContainText(text.rejected);
      // A rejected return refunds nothing: no refund-method line (domain refundMethodSentence), and no decision left.
      await expect(refundMethod).toHaveCount(0);
      await expect(page.getByRole("group", { name: text.decision })).toHaveCount(0);

      // The server kept it.
      await page.reload();
      await expect(facts).toContainText(text.rejected);
      await expect(refundMethod).toHaveCount(0);
    });

    test(`a reply added on the server appears within 15 s; the list marks it until the dispute is opened (${lang})`, async ({ page }) => {
      test.setTimeout(150_000);
      const dispute = newestFirst(db.state.disputes)
        .slice(0, 10)
        .find((entry) => entry.status === "open")!;
      await signInIn(page, lang);
      // A long thread from the customer, newest unseen.
      for (let n = 1; n <= 6; n += 1) await serverReply(page, dispute.id, "customer", `Customer follow-up ${n}`);

      await page.getByRole("navigation", { name: text.nav }).getByRole("link", { name: text.disputes, exact: true }).click();
      const grid = page.getByRole("grid", { name: text.disputes });
      await expect(idCell(grid, dispute.id)).toContainText(text.newReply);
      await idCell(grid, dispute.id).click();
      await expect(page.getByRole("heading", { name: text.disputeDetails, level: 1 })).toBeVisible();
      const thread = page.getByRole("list", { name: text.replies });
      await expect(thread.getByRole("listitem").last()).toContainText("Customer follow-up 6");

      const box = page.getByRole("textbox", { name: text.message });
      await box.fill("A half-written answer");
      await box.focus();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const boxBefore = (await box.boundingBox())!;

      const answer = `The marketplace approved a refund (${lang} ${Date.now()})`;
      await serverReply(page, dispute.id, "admin", answer);
      const last = thread.getByRole("listitem").last();
      await expect(last).toContainText(answer, { timeout: 20_000 });
      await expect(last.getByRole("img", { name: text.admin })).toHaveText("A");
      // Nothing moved and nothing typed was lost.
      await expect(box).toHaveValue("A half-written answer");
      await expect(box).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(Math.abs((await box.boundingBox())!.y - boxBefore.y)).toBeLessThanOrEqual(1);
      await expect(last).toBeInViewport();

      await page.getByRole("link", { name: text.back }).click();
      await expect(idCell(grid, dispute.id)).toBeVisible();
      await expect(idCell(grid, dispute.id)).not.toContainText(text.newReply);
    });
  });
}
