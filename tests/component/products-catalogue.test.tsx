import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { chooseRowAction, columnHeaders } from "../support/grid";

/** The list's GETs, as they are sent (a live array). */
function listRequests() {
  return recordRequests({ only: requestsTo(/^\/api\/v1\/vendor\/products$/, "GET") }).sent;
}

/** The store's products as the server orders them (newest id first). */
function products(storeId: number, keep: (product: (typeof db.state.products)[number]) => boolean = () => true) {
  return db.state.products.filter((product) => product.store_id === storeId && keep(product)).sort((a, b) => b.id - a.id);
}

const count = (storeId: number, keep: Parameters<typeof products>[1]) => products(storeId, keep).length;

afterEach(() => server.events.removeAllListeners());

/** The first screen of a test loads its lazy chunk: on a busy machine that takes a while. */
const SLOW = { timeout: 30_000 };

describe("product catalogue (/vendor/product-catalog)", () => {
  it("shows View Products with the columns, counted tabs and 10 active products a page", async () => {
    const requests = listRequests();
    signInAs("vendor");
    renderApp("/vendor/product-catalog");
    expect(await screen.findByRole("heading", { name: "View Products", level: 1 }, SLOW)).toBeInTheDocument();
    expect(document.title).toBe("View Products");
    const grid = await screen.findByRole("grid", { name: "Products" }, SLOW);
    const headers = columnHeaders(grid);
    expect(headers).toEqual(["", "Product Image", "Name", "Status", "Actions"]);
    const active = products(1, (product) => product.status === "active");
    await within(grid).findByText(active[0].name_en, {}, SLOW);
    expect(within(grid).getAllByRole("row")).toHaveLength(11);

    const tabs = screen.getByRole("tablist", { name: "Product status" });
    await waitFor(() => expect(within(tabs).getByRole("tab", { name: `Active (${active.length})` })).toBeInTheDocument());
    expect(within(tabs).getByRole("tab", { name: `Inactive (${count(1, (p) => p.status === "inactive")})` })).toBeInTheDocument();
    expect(within(tabs).getByRole("tab", { name: `Uncategorized (${count(1, (p) => p.category_ids.length === 0)})` })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0].url.searchParams)).toEqual({ page: "1", records_per_page: "10", with_status: "active" });
    for (const name of ["Create New Product", "Bulk import Products", "Export All Products"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
  }, 90_000);

  it("shows No Image for a product without one", async () => {
    const product = products(1, (p) => p.status === "active")[0];
    product.variants.forEach((variant) => {
      variant.featured_image = null;
      variant.featured_image_resized = null;
    });
    signInAs("vendor");
    renderApp("/vendor/product-catalog");
    const grid = await screen.findByRole("grid", { name: "Products" }, SLOW);
    const row = (await within(grid).findByText(product.name_en)).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent("No Image");
  }, 90_000);

  it("asks the server for each tab, for a search (debounced) and for page 2", async () => {
    const requests = listRequests();
    signInAs("vendor");
    const view = renderApp("/vendor/product-catalog");
    const grid = await screen.findByRole("grid", { name: "Products" }, SLOW);
    await within(grid).findByText(products(1, (p) => p.status === "active")[0].name_en);

    await view.user.click(screen.getByRole("tab", { name: /^Inactive/ }));
    await within(grid).findByText(products(1, (p) => p.status === "inactive")[0].name_en);
    expect(requests.at(-1)?.url.searchParams.get("with_status")).toBe("inactive");

    await view.user.click(screen.getByRole("tab", { name: /^Uncategorized/ }));
    const uncategorized = products(1, (p) => p.category_ids.length === 0);
    await within(grid).findByText(uncategorized[0].name_en);
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({ page: "1", records_per_page: "10", uncategorized: "true" });
    // The previous tab's rows (with the loading overlay) stay until the new page is rendered.
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(uncategorized.length + 1));

    await view.user.click(screen.getByRole("tab", { name: /^Active/ }));
    await view.user.click(await screen.findByRole("button", { name: "Go to page 2" }));
    await within(grid).findByText(products(1, (p) => p.status === "active")[10].name_en);
    expect(requests.at(-1)?.url.searchParams.get("page")).toBe("2");

    const before = requests.length;
    await view.user.type(screen.getByRole("searchbox", { name: "Search by name" }), "drill");
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get("search_by_name")).toBe("drill"), { timeout: 4000 });
    expect(requests.slice(before).filter(({ url }) => url.searchParams.has("search_by_name"))).toHaveLength(1);
    expect(requests.at(-1)?.url.searchParams.get("page")).toBe("1");
    const drills = products(1, (p) => p.status === "active" && /drill/i.test(p.name_en));
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(drills.length + 1));
  }, 90_000);

  it("offers View, Edit and Delete to the vendor, and no Edit to limited@demo.test", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/product-catalog");
    const first = products(1, (p) => p.status === "active")[0];
    await view.user.click(await screen.findByRole("button", { name: `Actions for ${first.name_en}` }, SLOW));
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(["View", "Edit", "Duplicate", "Delete"]),
    );
    await view.user.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    expect(await screen.findByRole("button", { name: "Update" }, SLOW)).toBeInTheDocument();
    view.unmount();

    signInAs("limited");
    const limited = renderApp("/vendor/product-catalog");
    const own = products(2, (p) => p.status === "active")[0];
    await limited.user.click(await screen.findByRole("button", { name: `Actions for ${own.name_en}` }, SLOW));
    const limitedMenu = await screen.findByRole("menu");
    expect(
      within(limitedMenu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["View", "Duplicate", "Delete"]);
  }, 90_000);

  it("deletes a product only after the confirmation", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/product-catalog");
    const [first] = products(1, (p) => p.status === "active");
    const activeCount = count(1, (p) => p.status === "active");
    const grid = await screen.findByRole("grid", { name: "Products" }, SLOW);

    await chooseRowAction(view.user, first.name_en, "Delete");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this product?");
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(db.state.products.some((product) => product.id === first.id)).toBe(true);

    await chooseRowAction(view.user, first.name_en, "Delete");
    await view.user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Product deleted successfully")).toBeInTheDocument();
    expect(db.state.products.some((product) => product.id === first.id)).toBe(false);
    await waitFor(() => expect(within(grid).queryByText(first.name_en)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("tab", { name: `Active (${activeCount - 1})` })).toBeInTheDocument());
  }, 90_000);

  it("exports all products as CSV with the spec's two messages", async () => {
    const requests = recordRequests();
    signInAs("vendor");
    const view = renderApp("/vendor/product-catalog");
    await view.user.click(await screen.findByRole("button", { name: "Export All Products" }, SLOW));
    expect(await screen.findByText("Exporting products. Please wait!")).toBeInTheDocument();
    expect(await screen.findByText("Products exported successfully.")).toBeInTheDocument();
    expect(requests.sent.map((request) => request.url.pathname)).toContain("/api/v1/vendor/bulk_export");
  }, 90_000);
});
