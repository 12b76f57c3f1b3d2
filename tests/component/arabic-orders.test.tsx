import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { ARABIC_MONTH, openInArabic } from "../support/arabic";
import { columnHeaders } from "../support/grid";

const LOAD = { timeout: 30_000 };

describe("orders in Arabic", { timeout: 60_000 }, () => {
  it("lists orders right to left with Arabic columns and tabs, e-mails and the search box as LTR islands", async () => {
    await openInArabic("/vendor/orders", "الطلبات");
    const grid = await screen.findByRole("grid", { name: "الطلبات" }, LOAD);
    const headers = columnHeaders(grid);
    expect(headers).toEqual(expect.arrayContaining(["رقم الطلب", "البريد الإلكتروني للعميل", "الحالة", "السعر الإجمالي"]));
    expect(screen.getByRole("tab", { name: /^قيد الانتظار/ })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: /ابحث برقم الطلب/ })).toHaveAttribute("dir", "auto");

    const newest = db.state.orders.filter((order) => order.store_id === 1).sort((a, b) => b.id - a.id)[0];
    const email = (await within(grid).findAllByText(newest.user_email))[0];
    expect(email.tagName).toBe("BDI");
    expect(email).toHaveAttribute("dir", "ltr");
    // The grid itself runs right to left.
    expect(grid.closest(".MuiDataGrid-root")).not.toBeNull();
    await waitFor(() => expect(within(grid).getAllByText(/د\.إ/).length).toBeGreaterThan(0));
  });

  it("shows an order's detail in Arabic: dates with Arabic months, a mirrored back arrow, SKUs and phones left to right", async () => {
    const order = db.state.orders.find(
      (candidate) => candidate.store_id === 1 && candidate.shipment && candidate.shipment.line_items.length > 0,
    )!;
    await openInArabic(`/vendor/order-detail/${order.id}`, "تفاصيل الطلب");
    expect(await screen.findByText(`رقم الطلب: #${order.id}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/^تاريخ الطلب /)).toHaveTextContent(ARABIC_MONTH);
    expect(screen.getByText("ملخص الطلب")).toBeInTheDocument();
    expect(screen.getByText(order.address.contact_number)).toHaveAttribute("dir", "ltr");
    const sku = screen.getAllByText(order.shipment!.line_items[0].sku)[0];
    expect(sku).toHaveAttribute("dir", "ltr");

    // The back arrow points the reading way: mirrored right to left.
    const back = screen.getByRole("button", { name: "العودة إلى الطلبات" });
    const arrow = back.querySelector('svg[data-testid="ArrowBackIcon"]') as SVGElement;
    expect(getComputedStyle(arrow).transform).toBe("scaleX(-1)");
  });
});
