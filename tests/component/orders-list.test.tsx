import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { vendorOrders } from "../support/records";
import { blockPopUps, catchDocumentTab } from "../support/document-tab";

/** Every orders request the app sends, as URLs. */
function recordOrderRequests() {
  const { sent } = recordRequests({ only: requestsTo("/api/v1/vendor/orders") });
  const urls = (pathname?: string) => sent.map((request) => request.url).filter((url) => !pathname || url.pathname === pathname);
  return {
    lists: () => urls("/api/v1/vendor/orders"),
    tabs: () => urls("/api/v1/vendor/orders/tabs"),
    all: () => urls(),
  };
}

/** The first render loads the page's chunk and the data grid: allow it more than the default second. */
async function table() {
  return screen.findByRole("grid", { name: "Orders" }, { timeout: 10_000 });
}

/** The whole app with a data grid renders slowly on a loaded 2-core box: allow more than the 15 s default. */
const HEAVY_RENDER_MS = 30_000;

afterEach(() => vi.restoreAllMocks());

describe("orders list", { timeout: HEAVY_RENDER_MS }, () => {
  it("shows the first 10 orders with the spec's columns and every tab with its count", async () => {
    signInAs("vendor");
    const requests = recordOrderRequests();
    renderApp("/vendor/orders");
    const grid = await table();
    expect(screen.getByRole("heading", { name: "Orders" })).toBeInTheDocument();
    const newest = vendorOrders()[0];
    expect(await within(grid).findByText(`#${newest.id}`)).toBeInTheDocument();
    for (const header of ["Order #", "Items Count", "Customer Email", "Status", "Total Price", "Discount", "Actions"]) {
      expect(within(grid).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    expect(within(grid).getAllByRole("row")).toHaveLength(11);
    const row = within(grid).getByText(`#${newest.id}`).closest("[role='row']") as HTMLElement;
    expect(row).toHaveTextContent(newest.user_email);
    expect(row).toHaveTextContent(`AED ${Number(newest.total_price).toLocaleString("en", { minimumFractionDigits: 2 })}`);

    const own = vendorOrders();
    const count = (status: string) => own.filter((order) => order.status === status).length;
    const tabs = screen.getByRole("tablist", { name: "Order status" });
    await waitFor(() => expect(within(tabs).getByRole("tab", { name: `All (${own.length})` })).toBeInTheDocument());
    for (const [status, label] of [
      ["pending", "Pending"],
      ["cancelled", "Cancelled"],
      ["rejected", "Rejected"],
      ["processing", "Processing"],
      ["shipped", "Shipped"],
      ["delivered", "Delivered"],
      ["partially_returned", "Partially Returned"],
      ["fully_returned", "Fully Returned"],
    ]) {
      expect(within(tabs).getByRole("tab", { name: `${label} (${count(status)})` })).toBeInTheDocument();
    }
    // The page's own read, and the signed-in shell's live poll for new orders (issue 33): at once, then one per interval.
    expect(requests.tabs().length).toBeGreaterThanOrEqual(1);
    expect(requests.tabs().length).toBeLessThanOrEqual(3);
    const first = requests.lists()[0];
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: "1", records_per_page: "10" });
  });

  it("sends with_status for a tab, back to page 1, and shows only that status", async () => {
    signInAs("vendor");
    const requests = recordOrderRequests();
    const view = renderApp("/vendor/orders?page=2");
    await within(await table()).findByText(`#${vendorOrders()[10].id}`);
    await view.user.click(await screen.findByRole("tab", { name: /^Shipped/ }));
    const shipped = vendorOrders().filter((order) => order.status === "shipped");
    await within(await table()).findByText(`#${shipped[0].id}`);
    const last = requests.lists().at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: "1", records_per_page: "10", with_status: "shipped" });
    expect(screen.getByRole("tab", { name: /^Shipped/ })).toHaveAttribute("aria-selected", "true");
    const grid = await table();
    // The previous page's rows (with the loading overlay) stay until the tab's page is rendered.
    await waitFor(() => expect(within(grid).queryAllByText("Pending")).toHaveLength(0));
  });

  it("keeps a tab chosen just before a page click, even before the tab's URL is rendered", async () => {
    signInAs("vendor");
    const requests = recordOrderRequests();
    renderApp("/vendor/orders");
    await within(await table()).findByText(`#${vendorOrders()[0].id}`);
    const tab = screen.getByRole("tab", { name: /^Pending/ });
    const page2 = screen.getByRole("button", { name: "Go to page 2" });
    // Both clicks land in one batch: the second handler runs before the first URL change renders.
    await act(async () => {
      tab.click();
      page2.click();
    });
    const pending = vendorOrders().filter((order) => order.status === "pending");
    expect(await within(await table()).findByText(`#${pending[10].id}`)).toBeInTheDocument();
    expect(Object.fromEntries(requests.lists().at(-1)!.searchParams)).toEqual({
      page: "2",
      records_per_page: "10",
      with_status: "pending",
    });
    expect(screen.getByRole("tab", { name: /^Pending/ })).toHaveAttribute("aria-selected", "true");
  });

  it("searches once, one second after typing stops", async () => {
    signInAs("vendor");
    const requests = recordOrderRequests();
    const target = vendorOrders()[37];
    const view = renderApp("/vendor/orders");
    await within(await table()).findByText(`#${vendorOrders()[0].id}`);
    const before = requests.lists().length;
    await view.user.type(screen.getByRole("searchbox", { name: /Search/ }), target.user_email);
    // Typing is over; no search has gone out yet.
    expect(requests.lists().filter((url) => url.searchParams.has("search"))).toHaveLength(0);
    await waitFor(() => expect(requests.lists().length).toBe(before + 1), { timeout: 2500 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const searches = requests.lists().filter((url) => url.searchParams.has("search"));
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0].searchParams)).toEqual({ page: "1", records_per_page: "10", search: target.user_email });
    expect(await within(await table()).findByText(`#${target.id}`)).toBeInTheDocument();
  });

  it("pages with the server's total_pages, 2 page numbers in range", async () => {
    signInAs("vendor");
    const requests = recordOrderRequests();
    const view = renderApp("/vendor/orders");
    await within(await table()).findByText(`#${vendorOrders()[0].id}`);
    const pages = Math.ceil(vendorOrders().length / 10);
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Go to page 2" }));
    expect(await within(await table()).findByText(`#${vendorOrders()[10].id}`)).toBeInTheDocument();
    expect(requests.lists().at(-1)!.searchParams.get("page")).toBe("2");
    expect(screen.getByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Go to next page" }));
    expect(await within(await table()).findByText(`#${vendorOrders()[20].id}`)).toBeInTheDocument();
    expect(requests.lists().at(-1)!.searchParams.get("page")).toBe("3");
  });

  it("opens the order detail when a row is clicked", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/orders");
    const order = vendorOrders()[2];
    await view.user.click(await within(await table()).findByText(order.user_email));
    expect(await screen.findByRole("heading", { name: "Order Details" })).toBeInTheDocument();
    expect(await screen.findByText(`Order ID: #${order.id}`)).toBeInTheDocument();
  });

  it("shows the empty state when nothing matches", async () => {
    signInAs("vendor");
    renderApp("/vendor/orders?q=nobody-at-all");
    expect(await screen.findByText("No orders found.")).toBeInTheDocument();
  });
});

describe("order documents from the row menu", { timeout: HEAVY_RENDER_MS }, () => {
  it("opens the receipt PDF in a tab opened on the click", async () => {
    signInAs("vendor");
    const { tab, open, document: blob } = catchDocumentTab("blob:receipt");
    const requests = recordOrderRequests();
    const view = renderApp("/vendor/orders");
    const order = vendorOrders()[0];
    await within(await table()).findByText(`#${order.id}`);
    await view.user.click(screen.getByRole("button", { name: `Actions for order #${order.id}` }));
    await view.user.click(await screen.findByRole("menuitem", { name: "Generate Receipt" }));
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("blob:receipt"));
    expect(blob()?.type).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await blob()!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect(requests.all().some((url) => url.pathname === `/api/v1/vendor/orders/${order.id}/receipt`)).toBe(true);
    // The menu does not also open the row.
    expect(screen.getByRole("heading", { name: "Orders" })).toBeInTheDocument();
  });

  it("alerts when a pop-up blocker stops the packing slip, and fetches nothing", async () => {
    signInAs("vendor");
    const { alert } = blockPopUps();
    const requests = recordOrderRequests();
    const view = renderApp("/vendor/orders");
    const order = vendorOrders()[1];
    await within(await table()).findByText(`#${order.id}`);
    await view.user.click(screen.getByRole("button", { name: `Actions for order #${order.id}` }));
    await view.user.click(await screen.findByRole("menuitem", { name: "Generate Packing Slip" }));
    expect(alert).toHaveBeenCalledWith("Your browser blocked the pop-up. Please allow pop-ups for this site to view the document.");
    expect(requests.all().some((url) => url.pathname.endsWith("/packing_slip"))).toBe(false);
  });
});

describe("who sees orders", { timeout: HEAVY_RENDER_MS }, () => {
  it("lists Orders in the vendor's sidebar, in the spec's order", async () => {
    signInAs("vendor");
    renderApp("/vendor/");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent ?? "");
    expect(links).toContain("Orders");
    const specOrder = [
      "Dashboard",
      "Products",
      "Services",
      "Orders",
      "Coupons",
      "Returns",
      "Disputes",
      "Banners",
      "Store & Users",
      "Reports",
    ];
    const shown = links.filter((link) => specOrder.includes(link));
    expect(shown).toEqual(specOrder.filter((entry) => shown.includes(entry)));
    expect(within(nav).getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/vendor/orders");
  });

  it("hides Orders from the restricted account and sends a typed /vendor/orders to /not-found", async () => {
    signInAs("restricted");
    renderApp("/vendor/orders");
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
    const nav = screen.queryByRole("navigation", { name: "Main navigation" });
    if (nav) expect(within(nav).queryByRole("link", { name: "Orders" })).toBeNull();
  });

  it("keeps Orders out of the restricted account's sidebar", async () => {
    signInAs("restricted");
    renderApp("/vendor/");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Orders" })).toBeNull();
  });
});
