import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { openInArabic } from "../support/arabic";

describe("the signed-in shell and the dashboard in Arabic", { timeout: 60_000 }, () => {
  it("mirrors the shell (sidebar on the right), speaks Arabic and shows money the Arabic way", async () => {
    const view = await openInArabic("/vendor/", "لوحة التحكم");
    expect(document.title).toBe("لوحة التحكم");

    const nav = screen.getByRole("navigation", { name: "التنقل الرئيسي" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining([
        "لوحة التحكم",
        "المنتجات",
        "الخدمات",
        "الطلبات",
        "القسائم",
        "المرتجعات",
        "النزاعات",
        "اللافتات",
        "المتجر والمستخدمون",
        "التقارير",
      ]),
    );
    // The permanent drawer is docked on the right: the RTL style cache turned its "left: 0" into "right: 0".
    const drawer = getComputedStyle(nav.closest(".MuiDrawer-paper") as HTMLElement);
    expect([drawer.right, drawer.left]).toEqual(["0px", "auto"]);
    expect(await screen.findByRole("img", { name: "الإمارات العربية المتحدة" })).toBeInTheDocument();
    // The greeting comes with the token check (the header shows it once the account is in).
    expect(await screen.findByText("مرحبًا، Aisha")).toBeInTheDocument();

    const revenue = await screen.findByRole("region", { name: "إجمالي الإيرادات" });
    const amount = db.state.dashboards[1].total_revenue.amount;
    const latin = amount.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await waitFor(() => expect(revenue).toHaveTextContent(`${latin} د.إ`));
    expect(screen.getByRole("region", { name: "الطلبات الجديدة" })).toHaveTextContent(String(db.state.dashboards[1].new_orders));

    // Arabic-Indic digits on request.
    await view.user.click(screen.getByRole("button", { name: "عرض الأرقام العربية المشرقية: ١٢٣" }));
    const indic = amount.toLocaleString("ar-u-nu-arab", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await waitFor(() => expect(revenue).toHaveTextContent(indic));
  });
});
