import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { expectRightToLeft, renderInArabic } from "../support/arabic";
import { makeDispute, makeRefund } from "../support/records";
import { signInAs } from "../support/render-app";

const LOAD = { timeout: 30_000 };

describe("returns and disputes in Arabic", { timeout: 60_000 }, () => {
  it("shows a return in Arabic with its SKU and number left to right and the customer's reason in its own direction", async () => {
    const refund = makeRefund({ reason: "المقاس غير مناسب", status: "completed", refund_method: "bank" });
    signInAs("vendor");
    await renderInArabic(`/vendor/view-return/${refund.id}`);
    expect(await screen.findByRole("heading", { name: "عرض المرتجع", level: 1 }, LOAD)).toBeInTheDocument();
    expectRightToLeft();
    expect(screen.getByText(`#${refund.id}`)).toHaveAttribute("dir", "ltr");
    expect(screen.getByText(refund.line_item.sku)).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("المقاس غير مناسب")).toHaveAttribute("dir", "auto");
    expect(screen.getByText("السبب")).toBeInTheDocument();
    // The refund goes to the customer, not to the seller reading the page (issue 16, point 9).
    expect(screen.getByText("أُعيد المبلغ إلى الحساب المصرفي للعميل.")).toBeInTheDocument();
  });

  it("shows a dispute in Arabic: e-mail left to right, the description and replies in their own direction", async () => {
    const dispute = makeDispute({
      description: "وصلت العلبة مفتوحة",
      replies: [{ id: 1, owner: "customer", description: "ما زلت أنتظر الرد", created_at: "2026-10-20T10:30:00.000Z" }],
    });
    signInAs("vendor");
    await renderInArabic(`/vendor/disputes-detail/${dispute.id}`);
    expect(await screen.findByRole("heading", { name: "تفاصيل النزاع", level: 1 }, LOAD)).toBeInTheDocument();
    expectRightToLeft();
    expect(screen.getByText(dispute.customer_email)).toHaveAttribute("dir", "ltr");
    if (dispute.description) expect(screen.getByText(dispute.description)).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("textbox", { name: "الرسالة" })).toHaveAttribute("dir", "auto");
    for (const reply of await screen.findAllByTestId("reply-text").catch(() => [])) expect(reply).toHaveAttribute("dir", "auto");
    expect(within(screen.getByRole("main")).getByRole("button", { name: "إرسال" })).toBeInTheDocument();
  });
});
