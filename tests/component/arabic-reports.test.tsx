import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { openInArabic } from "../support/arabic";

describe("reports in Arabic", { timeout: 60_000 }, () => {
  it("names the reports, their dates and buttons in Arabic, the date pickers included", async () => {
    const view = await openInArabic("/vendor/reports", "التقارير");
    const sales = screen.getByRole("article", { name: "إجمالي المبيعات" });
    expect(within(sales).getByRole("button", { name: "إنشاء إجمالي المبيعات" })).toBeInTheDocument();
    expect(within(sales).getByRole("group", { name: "تاريخ البدء" })).toBeInTheDocument();

    // The picker's own button and calendar speak Arabic.
    await view.user.click(within(sales).getAllByRole("button", { name: /^اختر التاريخ/ })[0]);
    const calendar = await screen.findByRole("dialog");
    expect(calendar).toHaveTextContent(/(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/);
    expect(within(calendar).getByRole("button", { name: "الشهر السابق" })).toBeInTheDocument();
  });
});
