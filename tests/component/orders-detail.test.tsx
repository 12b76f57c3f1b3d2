import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { fail, ok } from "@/mocks/http-kit";
import type { MockOrder } from "@/mocks/seed/orders-seed";
import { makeOrder, type OrderOverrides } from "../support/records";
import { renderApp, signInAs, type DemoAccount } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";

const STORE_OF: Record<string, number> = { vendor: 1, limited: 2 };

/** A new order of the account's store (the factory gives its shipment and items the order's status). */
const orderOf = (account: DemoAccount, overrides: OrderOverrides): MockOrder => makeOrder({ store_id: STORE_OF[account], ...overrides });

const shipment = (status: string): OrderOverrides => ({ status });
const serviceOnly = (status: string): OrderOverrides => ({ status, items: [], services: [{}] });

async function openOrder(account: DemoAccount, order: MockOrder) {
  signInAs(account);
  const view = renderApp(`/vendor/order-detail/${order.id}`);
  await screen.findByText(`Order ID: #${order.id}`, {}, { timeout: 10_000 });
  return view;
}

async function statusOptions(view: Awaited<ReturnType<typeof openOrder>>): Promise<string[] | null> {
  const select = screen.queryByRole("combobox", { name: "Status" });
  if (!select) return null;
  await view.user.click(select);
  const options = within(await screen.findByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await view.user.keyboard("{Escape}");
  return options;
}

/** The whole app with a data grid renders slowly on a loaded 2-core box: allow more than the 15 s default. */
const HEAVY_RENDER_MS = 30_000;

describe("order detail: header", { timeout: HEAVY_RENDER_MS }, () => {
  it("shows the order id, placed-on date, address, verified mobile and the cash-on-delivery line", async () => {
    const order = orderOf("vendor", {
      ...shipment("delivered"),
      created_at: "2026-10-05T14:30:00.000Z",
      dues_paid: true,
      payment_methods: { cash_on_delivery: true, card: false },
      address: {
        first_name: "Layla",
        address1: "12 Corniche Street",
        address2: "Apartment 4B",
        contact_number: "+971501234567",
        contact_number_verified: true,
      },
    });
    await openOrder("vendor", order);
    const header = screen.getByRole("region", { name: `Order ID: #${order.id}` });
    expect(header).toHaveTextContent(/Placed on 5 October 2026, \d\d:30/);
    for (const text of [
      "Layla",
      "12 Corniche Street",
      "Apartment 4B",
      "+971501234567",
      "Verified",
      "Cash On Delivery Transaction Completed",
    ]) {
      expect(header).toHaveTextContent(text);
    }
    expect(document.title).toBe("Order Details");
  });

  it("says Not Verified and leaves out the cash-on-delivery line while dues are open", async () => {
    const order = orderOf("vendor", {
      ...shipment("shipped"),
      dues_paid: false,
      payment_methods: { cash_on_delivery: true, card: false },
      address: { contact_number_verified: false },
    });
    await openOrder("vendor", order);
    const header = screen.getByRole("region", { name: `Order ID: #${order.id}` });
    expect(header).toHaveTextContent("Not Verified");
    expect(screen.queryByText("Cash On Delivery Transaction Completed")).toBeNull();
  });

  it("opens the same page from the older /vendor/order/{id} path", async () => {
    const order = orderOf("vendor", shipment("pending"));
    signInAs("vendor");
    renderApp(`/vendor/order/${order.id}`);
    expect(await screen.findByText(`Order ID: #${order.id}`, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("sends an unknown order to /not-found", async () => {
    signInAs("vendor");
    renderApp("/vendor/order-detail/999999");
    expect(await screen.findByText("The resource requested could not be found on the server!", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("order detail: status transitions (§4.4)", { timeout: HEAVY_RENDER_MS }, () => {
  it.each<[string, DemoAccount, OrderOverrides, string[] | null]>([
    ["shipment pending, store may reject", "vendor", shipment("pending"), ["Pending", "Processing", "Rejected"]],
    ["shipment pending, store may not reject", "limited", shipment("pending"), ["Pending", "Processing"]],
    ["shipment processing", "vendor", shipment("processing"), ["Processing", "Shipped"]],
    ["shipment shipped", "vendor", shipment("shipped"), ["Shipped", "Delivered"]],
    ["shipment delivered", "vendor", shipment("delivered"), null],
    ["shipment cancelled", "vendor", shipment("cancelled"), null],
    ["shipment rejected", "vendor", shipment("rejected"), null],
    ["shipment partially returned", "vendor", shipment("partially_returned"), null],
    ["shipment fully returned", "vendor", shipment("fully_returned"), null],
    ["service-only pending, even when the store may reject", "vendor", serviceOnly("pending"), ["Pending", "Processing"]],
    ["service-only processing", "vendor", serviceOnly("processing"), ["Processing", "Delivered"]],
    ["service-only delivered", "vendor", serviceOnly("delivered"), null],
    ["service-only cancelled", "vendor", serviceOnly("cancelled"), null],
  ])("%s", async (_name, account, shape, expected) => {
    const view = await openOrder(account, orderOf(account, shape));
    expect(await statusOptions(view)).toEqual(expected);
    if (expected === null) expect(screen.queryByRole("button", { name: "Update Status" })).toBeNull();
  });

  it("offers nothing for a service-only order marked returned", async () => {
    const order = orderOf("vendor", serviceOnly("returned"));
    const view = await openOrder("vendor", order);
    expect(await statusOptions(view)).toBeNull();
  });

  it("sends PUT {order:{status}} once, says Updated Successfully and shows the order that comes back", async () => {
    const order = orderOf("vendor", shipment("pending"));
    const puts = recordRequests({ only: ({ method }) => method === "PUT" });
    const detailReads = recordRequests({ only: requestsTo(new RegExp(`^/api/v1/vendor/orders/${order.id}$`), "GET") });
    const view = await openOrder("vendor", order);
    // The PUT's answer carries a marker the stored order does not have: the page must show it.
    server.use(
      http.put(`*/api/v1/vendor/orders/${order.id}`, async ({ request }) => {
        const { order: sent } = (await request.json()) as { order: { status: string } };
        const returned = structuredClone(order);
        returned.shipment!.status = sent.status;
        returned.address.address1 = "Returned by the server";
        return ok(returned);
      }),
    );
    const update = screen.getByRole("button", { name: "Update Status" });
    // Nothing to send while the current status is chosen.
    expect(update).toBeDisabled();
    await view.user.click(screen.getByRole("combobox", { name: "Status" }));
    await view.user.click(await screen.findByRole("option", { name: "Processing" }));
    await view.user.click(update);
    expect(await screen.findByText("Updated Successfully")).toBeInTheDocument();
    expect(puts.bodies).toEqual([{ order: { status: "processing" } }]);
    expect(await screen.findByText("Returned by the server")).toBeInTheDocument();
    const shipmentCard = screen.getByRole("region", { name: "Shipment" });
    expect(within(shipmentCard).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(await statusOptions(view)).toEqual(["Processing", "Shipped"]);
    expect(detailReads.count()).toBe(1);
  });

  it("shows the server's refusal and keeps the order as it was", async () => {
    const order = orderOf("vendor", shipment("shipped"));
    server.use(http.put("*/api/v1/vendor/orders/:id", () => fail(422, "Status cannot change from shipped to delivered")));
    const view = await openOrder("vendor", order);
    await view.user.click(screen.getByRole("combobox", { name: "Status" }));
    await view.user.click(await screen.findByRole("option", { name: "Delivered" }));
    await view.user.click(screen.getByRole("button", { name: "Update Status" }));
    expect(await screen.findByText("Status cannot change from shipped to delivered")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Shipment" })).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
  });
});

describe("order detail: items and progress", { timeout: HEAVY_RENDER_MS }, () => {
  it("fills the progress bar by status and shows item details with unit or units", async () => {
    const order = orderOf("vendor", {
      ...shipment("shipped"),
      items: [
        { quantity: 1, brand_name_en: "Arabian Oud", product_name_en: "Oud Perfume", variant_name_en: "50 ml", sku: "SKU-OUD-1" },
        { quantity: 3, brand_name_en: "Al Nakheel", product_name_en: "Dates Gift Box", variant_name_en: "1 kg" },
      ],
    });
    const [first] = order.shipment!.line_items;
    await openOrder("vendor", order);
    const card = screen.getByRole("region", { name: "Shipment" });
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    const item = within(card).getByRole("article", { name: "Oud Perfume - 50 ml" });
    for (const text of ["Arabian Oud", "SKU-OUD-1", "Shipped", "Desert Bloom Trading", "1 unit"]) expect(item).toHaveTextContent(text);
    expect(item).toHaveTextContent(`AED ${Number(first.price).toLocaleString("en", { minimumFractionDigits: 2 })}`);
    expect(screen.getByText("3 units")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Create Dispute" })).toBeNull();
  });

  it("paints a cancelled shipment red and shows a card per service with start and end times", async () => {
    const order = orderOf("vendor", {
      ...shipment("cancelled"),
      services: [{ name_en: "AC Maintenance", start_at: "2026-10-10T08:00:00.000Z", end_at: "2026-10-10T10:00:00.000Z" }],
    });
    await openOrder("vendor", order);
    const bar = within(screen.getByRole("region", { name: "Shipment" })).getByRole("progressbar");
    const segments = bar.querySelectorAll("[data-tone]");
    expect(segments).toHaveLength(4);
    segments.forEach((segment) => expect(segment).toHaveAttribute("data-tone", "error"));
    const service = screen.getByRole("article", { name: "AC Maintenance" });
    expect(service).toHaveTextContent(/Start: 10 October 2026/);
    expect(service).toHaveTextContent(/End: 10 October 2026/);
  });
});

describe("order detail: summary (§2.8)", { timeout: HEAVY_RENDER_MS }, () => {
  function rows() {
    const summary = screen.getByRole("region", { name: "Order Summary" });
    return Array.from(summary.querySelectorAll("[data-row]")).map((row) => [
      row.querySelector("dt")?.textContent,
      row.querySelector("dd")?.textContent,
    ]);
  }

  it("shows Subtotal, Coupon Code, Discount, Total (inclusive of VAT) and Estimated VAT when all are present", async () => {
    const order = orderOf("vendor", {
      ...shipment("delivered"),
      total_price: "1250.50",
      discount: "125.25",
      coupon_code: "EID25",
      vat: "53.58",
    });
    await openOrder("vendor", order);
    expect(rows()).toEqual([
      ["Subtotal", "AED 1,250.50"],
      ["Coupon Code", "EID25"],
      ["Discount", "AED 125.25"],
      ["Total (inclusive of VAT)", "AED 1,125.25"],
      ["Estimated VAT", "AED 53.58"],
    ]);
  });

  it("leaves out the coupon, a 0.0 discount and a missing VAT", async () => {
    const order = orderOf("vendor", { ...shipment("pending"), total_price: "99.00", discount: "0.0", coupon_code: null, vat: null });
    await openOrder("vendor", order);
    expect(rows()).toEqual([
      ["Subtotal", "AED 99.00"],
      ["Total (inclusive of VAT)", "AED 99.00"],
    ]);
  });
});

describe("order detail: Create Dispute (§2.8, §5, §7.6)", { timeout: HEAVY_RENDER_MS }, () => {
  async function openDispute() {
    const order = orderOf("vendor", shipment("delivered"));
    const item = order.shipment!.line_items[0];
    const view = await openOrder("vendor", order);
    const card = screen.getAllByRole("article")[0];
    await view.user.click(within(card).getByRole("button", { name: "Create Dispute" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Dispute" });
    return { view, order, item, dialog };
  }

  it("asks for at least 10 characters before sending anything", async () => {
    const posts = recordRequests({ only: requestsTo("/api/v1/common/disputes", "POST") });
    const { view, dialog } = await openDispute();
    await view.user.type(within(dialog).getByRole("textbox", { name: /Description/ }), "Too short");
    await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Must be 10 characters long")).toBeInTheDocument();
    expect(posts.count()).toBe(0);
  });

  it("creates the dispute with role=vendor and lands on the disputes list", async () => {
    const posts = recordRequests({ only: requestsTo("/api/v1/common/disputes", "POST") });
    const { view, order, item, dialog } = await openDispute();
    await view.user.type(within(dialog).getByRole("textbox", { name: /Description/ }), "The box arrived crushed.");
    await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Disputes" }, { timeout: 15_000 })).toBeInTheDocument();
    const [sent] = await posts.settled();
    expect(sent.url.searchParams.get("role")).toBe("vendor");
    expect(sent.body).toEqual({ dispute: { order_id: order.id, line_item_id: item.id, description: "The box arrived crushed." } });
    expect(db.state.disputes.some((dispute) => dispute.line_item_id === item.id && dispute.status === "open")).toBe(true);
  });

  it("closes the modal and shows the error when the server refuses", async () => {
    server.use(http.post("*/api/v1/common/disputes", () => fail(422, "A dispute is already open for this item")));
    const { view, order, dialog } = await openDispute();
    await view.user.type(within(dialog).getByRole("textbox", { name: /Description/ }), "The box arrived crushed.");
    await view.user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("A dispute is already open for this item")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText(`Order ID: #${order.id}`)).toBeInTheDocument();
  });
});
