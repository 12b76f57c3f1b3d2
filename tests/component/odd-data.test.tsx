import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { ok } from "@/mocks/http-kit";
import { storePayload } from "@/mocks/handlers/store-payload";
import { makeOrder, makeRefund } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";

/**
 * Issue 16, point 7: odd data from the server (a missing or unknown currency, a country_id sent as
 * text, a null or unreadable date or price) shows a fallback, never the error screen. The server's
 * answers are replaced with `server.use` (reset after each test by tests/support/setup-msw.ts).
 */
const FIRST_PAINT = { timeout: 15_000 };
const ERROR_SCREEN = /This page ran into a problem|This could not be loaded/;

afterEach(() => server.events.removeAllListeners());

/** The vendor's store as GET store answers it, with `changes`. */
function answerStoreWith(changes: Record<string, unknown>) {
  server.use(http.get("*/api/v1/vendor/store", () => ok({ ...storePayload(db.state.stores[0]), ...changes })));
}

function expectNoErrorScreen() {
  expect(screen.queryByText(ERROR_SCREEN)).toBeNull();
}

describe("odd data shows fallbacks, not the error screen", { timeout: 40_000 }, () => {
  it('dashboard: a revenue without currency shows the bare amount, unreadable counts a dash; a country_id of "2" shows the KSA flag', async () => {
    server.use(
      http.get("*/api/v1/vendor/dashboard", () =>
        ok({ total_revenue: { currency: null, amount: "12.5" }, new_orders: null, all_orders: "7" }),
      ),
    );
    answerStoreWith({ country_id: "2", currency: "ZZZ" });
    signInAs("vendor");
    renderApp("/vendor/");
    const revenue = await screen.findByRole("region", { name: "Total Revenue" }, FIRST_PAINT);
    expect(await within(revenue).findByText("12.50")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "New Orders" })).getByText("—")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Total Orders" })).getByText("7")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Saudi Arabia" })).toBeInTheDocument();
    expectNoErrorScreen();
  });

  it.each([
    [{ currency: "XYZ", amount: 40 }, "40.00"],
    [{ currency: 784, amount: "1250.5" }, "1,250.50"],
    [{ currency: "", amount: null }, "—"],
    [null, "—"],
  ])("dashboard: total_revenue %j shows %s", async (totalRevenue, shown) => {
    server.use(http.get("*/api/v1/vendor/dashboard", () => ok({ total_revenue: totalRevenue, new_orders: 1, all_orders: 2 })));
    signInAs("vendor");
    renderApp("/vendor/");
    const revenue = await screen.findByRole("region", { name: "Total Revenue" }, FIRST_PAINT);
    expect(await within(revenue).findByText(shown)).toBeInTheDocument();
    expectNoErrorScreen();
  });

  it("header: an unknown country_id shows no flag and no error", async () => {
    answerStoreWith({ country_id: "9" });
    signInAs("vendor");
    renderApp("/vendor/");
    await screen.findByRole("region", { name: "Total Revenue" }, FIRST_PAINT);
    // The stored store (UAE) shows first; the answer's unknown country then shows none.
    await screen.findByRole("heading", { name: "Dashboard", level: 1 });
    await expect.poll(() => screen.queryByRole("img", { name: "United Arab Emirates" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Saudi Arabia" })).toBeNull();
    expectNoErrorScreen();
  });

  it('order detail: currency "ZZZ", created_at null and total_price null show the bare amounts and dashes', async () => {
    const seeded = makeOrder({ items: [{}, { product_name_en: "Saffron Tin", variant_name_en: "5 g" }] });
    const { store_id: _store, customer_name_en: _name, ...order } = structuredClone(seeded);
    order.shipment!.line_items[0].price = null as never;
    if (order.shipment!.line_items[1]) order.shipment!.line_items[1].price = "99.5";
    server.use(
      http.get(`*/api/v1/vendor/orders/${seeded.id}`, () =>
        ok({ ...order, currency: "ZZZ", created_at: null, total_price: null, discount: "abc", vat: "2.5" }),
      ),
    );
    signInAs("vendor");
    renderApp(`/vendor/order-detail/${seeded.id}`);
    const header = await screen.findByRole("region", { name: `Order ID: #${seeded.id}` }, FIRST_PAINT);
    expect(header).toHaveTextContent("Placed on —");
    const summary = screen.getByRole("region", { name: "Order Summary" });
    const amount = (row: string) => summary.querySelector(`[data-row="${row}"] dd`)?.textContent;
    expect(amount("subtotal")).toBe("—");
    expect(amount("total")).toBe("—");
    expect(amount("vat")).toBe("2.50");
    expect(screen.getAllByText("—", { exact: false }).length).toBeGreaterThan(0);
    const items = screen.getAllByRole("article");
    expect(items[0]).toHaveTextContent("Price: —");
    if (order.shipment!.line_items[1]) expect(items[1]).toHaveTextContent("Price: 99.50");
    expectNoErrorScreen();
  });

  it("orders list: a store without currency and an order without total price", async () => {
    answerStoreWith({ currency: null });
    const seeded = makeOrder({ total_price: null as never, discount: "5" });
    signInAs("vendor");
    renderApp("/vendor/orders");
    const row = (await screen.findByText(`#${seeded.id}`, {}, FIRST_PAINT)).closest('[role="row"]') as HTMLElement;
    await expect.poll(() => within(row).queryByText("5.00")).not.toBeNull();
    expect(within(row).getByText("—")).toBeInTheDocument();
    expectNoErrorScreen();
  });

  it("return detail: an unreadable date and a numeric currency", async () => {
    const refund = makeRefund({ created_at: "yesterday", line_item: { currency: 5 as never, sale_price: "12.5", price: null as never } });
    signInAs("vendor");
    renderApp(`/vendor/view-return/${refund.id}`);
    await screen.findByRole("heading", { name: "View Return" }, FIRST_PAINT);
    expect(screen.getByRole("region", { name: "Return ID" })).toHaveTextContent("Placed on—");
    expect(screen.getByTestId("return-price")).toHaveTextContent(/^12\.50$/);
    expectNoErrorScreen();
  });

  it.each([
    [{ country_id: "2", country_name_en: null }, "Saudi Arabia"],
    [{ country_id: "9", country_name_en: null }, null],
  ])("store details: %j names the country %s, never an i18n key", async (changes, shown) => {
    answerStoreWith({ ...changes, currency: 7 });
    signInAs("vendor");
    renderApp("/vendor/profile");
    const panel = await screen.findByRole("tabpanel", {}, FIRST_PAINT);
    await within(panel).findByText(shown ?? "7");
    expect(panel).not.toHaveTextContent("shell.countries");
    expectNoErrorScreen();
  });
});
