import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { PDFDocument } from "@cantoo/pdf-lib";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { VENDOR, fail } from "@/mocks/http-kit";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { setOrderStatus, vendorOrders } from "../support/records";
import { blockPopUps, catchDocumentTab } from "../support/document-tab";

/** The whole app with a data grid renders slowly on a loaded 2-core box. */
const HEAVY_RENDER_MS = 90_000;

/** Every orders request the app sends: method and URL. */
function recordOrderRequests() {
  return recordRequests({ only: requestsTo("/api/v1/vendor/orders") }).sent;
}

async function table() {
  return screen.findByRole("grid", { name: "Orders" }, { timeout: 30_000 });
}

function rowOf(grid: HTMLElement, id: number): HTMLElement {
  return within(grid).getByText(`#${id}`).closest("[role='row']") as HTMLElement;
}

/**
 * Signs in, makes `count` orders with a shipment on the first page pending, selects them and
 * changes them to Processing. Returns the orders requests sent from the Apply on.
 */
async function changePendingOrders(count: number) {
  signInAs("vendor");
  const orders = vendorOrders()
    .slice(0, 10)
    .filter((order) => order.shipment)
    .slice(0, count);
  orders.forEach((order) => setOrderStatus(order, "pending"));
  const calls = recordOrderRequests();
  const view = renderApp("/vendor/orders");
  const grid = await table();
  await within(grid).findByText(`#${orders[0].id}`);
  for (const order of orders) await view.user.click(within(rowOf(grid, order.id)).getByRole("checkbox"));
  await view.user.click(screen.getByRole("button", { name: "Change status" }));
  const dialog = await screen.findByRole("dialog");
  const before = calls.length;
  await view.user.click(within(dialog).getByRole("button", { name: "Apply" }));
  expect(await within(dialog).findByText(`Changed to Processing: ${count}`, {}, { timeout: 30_000 })).toBeInTheDocument();
  return () => calls.slice(before);
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe("orders in bulk: change status", { timeout: HEAVY_RENDER_MS }, () => {
  it("changes the allowed ones, skips the others with a reason, and reports the server's refusal", async () => {
    signInAs("vendor");
    const firstPage = vendorOrders()
      .slice(0, 10)
      .filter((order) => order.shipment);
    const [moves, done, refused] = firstPage;
    setOrderStatus(moves, "pending");
    setOrderStatus(done, "delivered");
    setOrderStatus(refused, "pending");
    server.use(http.put(`${VENDOR}/orders/${refused.id}`, () => fail(422, "Order is locked by the warehouse", { status: ["is locked"] })));
    const calls = recordOrderRequests();
    const view = renderApp("/vendor/orders");
    const grid = await table();
    await within(grid).findByText(`#${moves.id}`);

    for (const order of [moves, done, refused]) await view.user.click(within(rowOf(grid, order.id)).getByRole("checkbox"));
    // Ticking a row does not open it.
    expect(screen.getByRole("heading", { name: "Orders", level: 1 })).toBeInTheDocument();
    const bar = screen.getByRole("toolbar", { name: "Selected orders" });
    expect(bar).toHaveTextContent("Selected: 3");

    await view.user.click(within(bar).getByRole("button", { name: "Change status" }));
    const dialog = await screen.findByRole("dialog", { name: "Change status of selected orders" });
    expect(within(dialog).getByRole("combobox", { name: "New status" })).toHaveTextContent("Processing");
    await view.user.click(within(dialog).getByRole("button", { name: "Apply" }));

    expect(await within(dialog).findByText("Status change summary", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Changed to Processing: 1");
    expect(within(dialog).getByRole("region", { name: "Skipped: 1" })).toHaveTextContent(
      `Order #${done.id}: an order cannot move from Delivered to Processing.`,
    );
    expect(within(dialog).getByRole("region", { name: "Failed: 1" })).toHaveTextContent(
      `Order #${refused.id}: Order is locked by the warehouse`,
    );

    // One PUT per allowed order, with the single update's body; none for the skipped one.
    const puts = calls.filter((call) => call.method === "PUT").map((call) => call.url.pathname);
    expect(puts.sort()).toEqual([`/api/v1/vendor/orders/${moves.id}`, `/api/v1/vendor/orders/${refused.id}`].sort());
    expect(db.state.orders.find((order) => order.id === moves.id)!.status).toBe("processing");
    expect(db.state.orders.find((order) => order.id === done.id)!.status).toBe("delivered");
    expect(db.state.orders.find((order) => order.id === refused.id)!.status).toBe("pending");

    await view.user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The changed order leaves the selection; the other two stay for another try.
    expect(screen.getByRole("toolbar", { name: "Selected orders" })).toHaveTextContent("Selected: 2");
  });

  it("reads the list and the tab counts again once after the run, not after every order", async () => {
    const sentSinceApply = await changePendingOrders(4);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = sentSinceApply().filter((call) => call.method === "GET");
    const lists = after.filter((call) => call.url.pathname === "/api/v1/vendor/orders");
    const tabs = after.filter((call) => call.url.pathname === "/api/v1/vendor/orders/tabs");
    expect(lists).toHaveLength(1);
    expect(tabs.length).toBeLessThanOrEqual(2);
  });

  it("asks for the next order while the one before is being changed", async () => {
    const sentSinceApply = await changePendingOrders(3);
    const run = sentSinceApply()
      .filter((call) => /^\/api\/v1\/vendor\/orders\/\d+$/.test(call.url.pathname))
      .map((call) => `${call.method} ${call.url.pathname.split("/").pop()}`);
    const [a, b, c] = run.filter((call) => call.startsWith("GET")).map((call) => call.slice(4));
    // Each order is read, then changed; the next one's read goes out before this one's change.
    expect(run).toEqual([`GET ${a}`, `GET ${b}`, `PUT ${a}`, `GET ${c}`, `PUT ${b}`, `PUT ${c}`]);
  });

  it("follows each order's own rules: no rejection for a service-only order", async () => {
    signInAs("vendor");
    const firstPage = vendorOrders().slice(0, 10);
    const withShipment = firstPage.find((order) => order.shipment)!;
    const serviceOnly = firstPage.find((order) => !order.shipment) ?? firstPage.find((order) => order !== withShipment)!;
    if (serviceOnly.shipment) {
      serviceOnly.shipment = null;
      if (serviceOnly.services.length === 0) throw new Error("the seed has no services on the first page");
    }
    setOrderStatus(withShipment, "pending");
    setOrderStatus(serviceOnly, "pending");
    const view = renderApp("/vendor/orders");
    const grid = await table();
    await within(grid).findByText(`#${withShipment.id}`);
    for (const order of [withShipment, serviceOnly]) await view.user.click(within(rowOf(grid, order.id)).getByRole("checkbox"));
    await view.user.click(screen.getByRole("button", { name: "Change status" }));
    const dialog = await screen.findByRole("dialog");
    await view.user.click(within(dialog).getByRole("combobox", { name: "New status" }));
    await view.user.click(await screen.findByRole("option", { name: "Rejected" }));
    await view.user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Changed to Rejected: 1", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: "Skipped: 1" })).toHaveTextContent(
      `Order #${serviceOnly.id}: a service-only order moves only from Pending to Processing and from Processing to Delivered.`,
    );
    expect(db.state.orders.find((order) => order.id === withShipment.id)!.status).toBe("rejected");
  });

  it("offers no Rejected to a store without can_reject_order", async () => {
    signInAs("limited");
    const view = renderApp("/vendor/orders");
    const grid = await table();
    const first = db.state.orders.filter((order) => order.store_id === 2).sort((a, b) => b.id - a.id)[0];
    await within(grid).findByText(`#${first.id}`);
    await view.user.click(within(rowOf(grid, first.id)).getByRole("checkbox"));
    await view.user.click(screen.getByRole("button", { name: "Change status" }));
    await view.user.click(within(await screen.findByRole("dialog")).getByRole("combobox", { name: "New status" }));
    const options = within(await screen.findByRole("listbox"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Processing", "Shipped", "Delivered"]);
  });
});

describe("orders in bulk: packing slips", { timeout: HEAVY_RENDER_MS }, () => {
  it("selects the page and opens every packing slip as one PDF in one tab opened on the click", async () => {
    signInAs("vendor");
    const { tab, open, document: pdf } = catchDocumentTab("blob:slips");
    const calls = recordOrderRequests();
    const view = renderApp("/vendor/orders");
    const grid = await table();
    const page = vendorOrders().slice(0, 10);
    await within(grid).findByText(`#${page[0].id}`);
    await view.user.click(within(grid).getByRole("checkbox", { name: "Select all rows" }));
    const bar = screen.getByRole("toolbar", { name: "Selected orders" });
    expect(bar).toHaveTextContent("Selected: 10");
    await view.user.click(within(bar).getByRole("button", { name: "Packing slips" }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe("blob:slips"), { timeout: 15_000 });
    const slips = calls.filter((call) => call.url.pathname.endsWith("/packing_slip")).map((call) => call.url.pathname);
    expect(slips.sort()).toEqual(page.map((order) => `/api/v1/vendor/orders/${order.id}/packing_slip`).sort());
    const merged = await PDFDocument.load(await pdf()!.arrayBuffer());
    expect(pdf()!.type).toBe("application/pdf");
    expect(merged.getPageCount()).toBeGreaterThanOrEqual(10);
  });

  it("keeps the pop-up blocker alert and fetches nothing", async () => {
    signInAs("vendor");
    const { alert } = blockPopUps();
    const calls = recordOrderRequests();
    const view = renderApp("/vendor/orders");
    const grid = await table();
    const [a, b] = vendorOrders();
    await within(grid).findByText(`#${a.id}`);
    for (const order of [a, b]) await view.user.click(within(rowOf(grid, order.id)).getByRole("checkbox"));
    await view.user.click(screen.getByRole("button", { name: "Packing slips" }));
    expect(alert).toHaveBeenCalledWith("Your browser blocked the pop-up. Please allow pop-ups for this site to view the document.");
    expect(calls.some((call) => call.url.pathname.endsWith("/packing_slip"))).toBe(false);
  });
});

describe("orders in bulk: a tab still loading", { timeout: HEAVY_RENDER_MS }, () => {
  it("lets nothing be picked while another tab loads (the rows on show are the last tab's), then the new tab's rows", async () => {
    signInAs("vendor");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${VENDOR}/orders`, async ({ request }) => {
        if (new URL(request.url).searchParams.get("with_status") === "pending") await held;
        return undefined; // then the mock's own handler answers
      }),
    );
    const view = renderApp("/vendor/orders");
    const grid = await table();
    await within(grid).findByText(`#${vendorOrders()[0].id}`);
    await view.user.click(screen.getByRole("tab", { name: /^Pending/ }));
    const rowBoxes = () => within(grid).getAllByRole("checkbox", { name: "Select row" });
    await waitFor(() => expect(rowBoxes()[0]).toBeDisabled());
    for (const box of rowBoxes()) expect(box).toBeDisabled();
    await view.user.click(within(grid).getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.queryByRole("toolbar", { name: "Selected orders" })).toBeNull();

    release();
    const pending = vendorOrders().filter((order) => order.status === "pending");
    await within(grid).findByText(`#${pending[Math.min(9, pending.length - 1)].id}`, {}, { timeout: 30_000 });
    await view.user.click(within(grid).getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByRole("toolbar", { name: "Selected orders" })).toHaveTextContent(`Selected: ${Math.min(10, pending.length)}`);
  });
});
