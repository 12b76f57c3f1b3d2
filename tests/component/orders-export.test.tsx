import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { http } from "msw";
import { fail } from "@/mocks/http-kit";
import { vendorOrders } from "../support/records";
import { blockPopUps, catchDocumentTab } from "../support/document-tab";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { expectRightToLeft, renderInArabic } from "../support/arabic";
import { captureDownloads, csvRecords } from "../support/downloads";

/** The whole app with a data grid renders slowly on a loaded 2-core box. */
const HEAVY_RENDER_MS = 90_000;

function recordOrderRequests() {
  return recordRequests({ only: requestsTo("/api/v1/vendor/orders") }).sent;
}

async function table() {
  return screen.findByRole("grid", { name: "Orders" }, { timeout: 30_000 });
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe("orders to CSV", { timeout: HEAVY_RENDER_MS }, () => {
  it("exports every page of the tab and search, with a BOM and the list's columns", async () => {
    signInAs("vendor");
    // More orders than one export page holds: the export must read page 2.
    const template = vendorOrders()[0];
    for (let index = 0; index < 120; index += 1) {
      db.state.orders.push({
        ...structuredClone(template),
        id: 900_000 + index,
        status: "pending",
        user_email: `bulk${index}@example.test`,
      });
    }
    const pending = vendorOrders().filter((order) => order.status === "pending");
    const files = captureDownloads();
    const requests = recordOrderRequests();
    const view = renderApp("/vendor/orders?tab=pending");
    await within(await table()).findByText(`#${pending[0].id}`);
    await view.user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText(/^Orders exported: /, {}, { timeout: 15_000 })).toBeInTheDocument();

    const exports = requests.filter(
      ({ url }) => url.pathname === "/api/v1/vendor/orders" && url.searchParams.get("records_per_page") === "100",
    );
    expect(exports.map(({ url }) => Object.fromEntries(url.searchParams))).toEqual([
      { page: "1", records_per_page: "100", with_status: "pending" },
      { page: "2", records_per_page: "100", with_status: "pending" },
    ]);
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^orders-pending-\d{4}-\d\d-\d\d\.csv$/);
    const records = await csvRecords(files[0]);
    expect(records[0]).toEqual(["Order #", "Items Count", "Customer Email", "Status", "Total Price", "Discount"]);
    expect(records).toHaveLength(pending.length + 1);
    expect(records.slice(1).map((record) => Number(record[0]))).toEqual(pending.map((order) => order.id));
    expect(records[1].slice(2, 5)).toEqual([pending[0].user_email, "Pending", Number(pending[0].total_price).toFixed(2)]);
  });

  it("exports in Arabic with the search, and saves nothing when a page fails", async () => {
    signInAs("vendor");
    const target = vendorOrders()[3];
    const files = captureDownloads();
    const view = await renderInArabic(`/vendor/orders?q=${encodeURIComponent(target.user_email)}`);
    await within(await screen.findByRole("grid", { name: "الطلبات" }, { timeout: 15_000 })).findByText(`#${target.id}`);
    expectRightToLeft();
    await view.user.click(screen.getByRole("button", { name: "تصدير CSV" }));
    await screen.findByText(/^الطلبات المصدّرة: /, {}, { timeout: 15_000 });
    const records = await csvRecords(files[0]);
    expect(records[0]).toEqual(["رقم الطلب", "عدد المنتجات", "البريد الإلكتروني للعميل", "الحالة", "السعر الإجمالي", "الخصم"]);
    const found = vendorOrders().filter((order) => order.user_email.toLowerCase().includes(target.user_email.toLowerCase()));
    expect(records.slice(1).map((record) => Number(record[0]))).toEqual(found.map((order) => order.id));
    expect(records.find((record) => Number(record[0]) === target.id)?.[3]).toBe(
      {
        pending: "قيد الانتظار",
        processing: "قيد التجهيز",
        shipped: "تم الشحن",
        delivered: "تم التسليم",
        cancelled: "ملغى",
        rejected: "مرفوض",
        partially_returned: "مرتجع جزئيًا",
        fully_returned: "مرتجع بالكامل",
      }[target.status],
    );

    server.use(http.get("*/api/v1/vendor/orders", () => fail(503, "Orders are being re-indexed")));
    await view.user.click(screen.getByRole("button", { name: "تصدير CSV" }));
    expect(await screen.findByText("Orders are being re-indexed", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(files).toHaveLength(1);
  });
});

describe("orders to CSV: cancel", { timeout: HEAVY_RENDER_MS }, () => {
  it("shows the pages read and saves nothing when cancelled between pages", async () => {
    signInAs("vendor");
    const template = vendorOrders()[0];
    for (let index = 0; index < 120; index += 1) db.state.orders.push({ ...structuredClone(template), id: 910_000 + index });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Page 2 of the export waits until the seller has pressed Cancel, then goes on to the mock.
    server.use(
      http.get("*/api/v1/vendor/orders", async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get("records_per_page") === "100" && query.get("page") === "2") await gate;
        return undefined;
      }),
    );
    const files = captureDownloads();
    const view = renderApp("/vendor/orders");
    await within(await table()).findByText(`#${vendorOrders()[0].id}`);
    await view.user.click(screen.getByRole("button", { name: "Export CSV" }));
    const pages = Math.ceil(vendorOrders().length / 100);
    expect(pages).toBeGreaterThan(1);
    const progress = `Exporting orders: page 1 of ${pages}`;
    expect(await screen.findByText(progress, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: progress })).toHaveAttribute("aria-valuenow", String(Math.round(100 / pages)));
    await view.user.click(screen.getByRole("button", { name: "Cancel export" }));
    release();
    expect(await screen.findByText("Export cancelled: no file was saved.", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(files).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  });
});

describe("documents on the order detail", { timeout: HEAVY_RENDER_MS }, () => {
  it("opens the receipt from the detail page in a tab opened on the click", async () => {
    signInAs("vendor");
    const order = vendorOrders()[4];
    const { tab, open, document: blob } = catchDocumentTab("blob:receipt");
    const requests = recordOrderRequests();
    const view = renderApp(`/vendor/order-detail/${order.id}`);
    await screen.findByText(`Order ID: #${order.id}`, {}, { timeout: 15_000 });
    await view.user.click(screen.getByRole("button", { name: "Generate Receipt" }));
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("blob:receipt"));
    expect(blob()?.type).toBe("application/pdf");
    expect(requests.some(({ url }) => url.pathname === `/api/v1/vendor/orders/${order.id}/receipt`)).toBe(true);
  });

  it("alerts when a pop-up blocker stops the packing slip, and shows a failure as the list does", async () => {
    signInAs("vendor");
    const order = vendorOrders()[5];
    const { open, alert } = blockPopUps();
    const view = renderApp(`/vendor/order-detail/${order.id}`);
    await screen.findByText(`Order ID: #${order.id}`, {}, { timeout: 15_000 });
    await view.user.click(screen.getByRole("button", { name: "Generate Packing Slip" }));
    expect(alert).toHaveBeenCalledWith("Your browser blocked the pop-up. Please allow pop-ups for this site to view the document.");

    const tab = { location: { href: "" }, close: vi.fn() };
    open.mockReturnValue(tab as unknown as Window);
    server.use(http.get("*/api/v1/vendor/orders/:id/packing_slip", () => fail(500, "Slip printer offline")));
    await view.user.click(screen.getByRole("button", { name: "Generate Packing Slip" }));
    expect(await screen.findByText("Slip printer offline", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
