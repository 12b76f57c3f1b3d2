import { expect as baseExpect, test } from "@playwright/test";
import { db } from "../../src/mocks/db";
import { localeText, signInIn, type Lang } from "./support/locale-text";

// A loaded 2-core machine has taken over 10 s to show a page: wait as a seller would.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 33 A: "Message on WhatsApp" on an order and a return, the message in the seller's language.
// The link is read, never followed: the journey stays offline.
const order = db.state.orders.find((entry) => entry.store_id === 1 && entry.shipment?.status === "pending")!;
const refund = db.state.refunds.find((entry) => entry.store_id === 1)!;
const digitsOf = (phone: string) => phone.replace(/\D/g, "");

for (const lang of ["en", "ar"] as const satisfies Lang[]) {
  test.describe(`issue 33 WhatsApp (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB" });
    test(`offers a WhatsApp chat with a prefilled message on an order and on a return (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = (key: string, values?: Record<string, string | number>) => localeText(lang, key, values);
      await page.route(/^https:\/\/wa\.me\//, (route) => route.abort());
      await signInIn(page, lang);

      await page.goto(`/vendor/order-detail/${order.id}`);
      await expect(page.getByRole("heading", { name: t("orders:titles.show"), level: 1 })).toBeVisible();
      const orderLink = page.getByRole("link", { name: t("common:whatsapp.action") });
      const orderText = t("orders:whatsapp.message", { id: order.id, status: t("orders:statuses.pending") });
      await expect(orderLink).toHaveAttribute(
        "href",
        `https://wa.me/${digitsOf(order.address.contact_number)}?text=${encodeURIComponent(orderText)}`,
      );
      await expect(orderLink).toHaveAttribute("target", "_blank");
      await expect(orderLink).toHaveAttribute("rel", "noopener noreferrer");

      await page.goto(`/vendor/view-return/${refund.id}`);
      await expect(page.getByRole("heading", { name: t("returns:titles.show"), level: 1 })).toBeVisible();
      const returnLink = page.getByRole("link", { name: t("common:whatsapp.action") });
      const returnText = t("returns:whatsapp.messageWithOrder", {
        id: refund.id,
        orderId: refund.order_id,
        status: t(`returns:statuses.${refund.status}`),
      });
      await expect(returnLink).toHaveAttribute(
        "href",
        `https://wa.me/${digitsOf(refund.address.contact_number)}?text=${encodeURIComponent(returnText)}`,
      );
      await returnLink.focus();
      await expect(returnLink).toBeFocused();
    });
  });
}
