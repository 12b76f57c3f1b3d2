import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { ARABIC_MONTH, openInArabic } from "../support/arabic";
import { columnHeaders } from "../support/grid";

const LOAD = { timeout: 30_000 };

describe("coupons in Arabic", { timeout: 60_000 }, () => {
  it("lists coupons with Arabic columns, statuses and dates, codes left to right", async () => {
    await openInArabic("/vendor/coupons", "القسائم");
    expect(screen.getByRole("button", { name: "إنشاء قسيمة جديدة" })).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "القسائم" }, LOAD);
    const headers = columnHeaders(grid);
    expect(headers).toEqual(["رقم القسيمة", "رمز القسيمة", "تاريخ الإنشاء", "تاريخ الانتهاء", "الحالة"]);

    const newest = db.state.coupons
      .filter((coupon) => coupon.store_id === 1)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)[0];
    const code = await within(grid).findByText(newest.code);
    expect(code).toHaveAttribute("dir", "ltr");
    const row = code.closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent(ARABIC_MONTH);
    expect(within(grid).getAllByText(/^(نشطة|منتهية|قادمة)$/).length).toBeGreaterThan(0);
  });
});
