import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { VENDOR, fail } from "@/mocks/http-kit";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { captureDownloads, csvRecords } from "../support/downloads";
import { expectRightToLeft, renderInArabic } from "../support/arabic";
import { chooseRowAction } from "../support/grid";
import { findCatalogueForm } from "../support/catalogue-form";

/** The whole app with a data grid renders slowly on a loaded 2-core box. */
const HEAVY_RENDER_MS = 90_000;
const SLOW = { timeout: 30_000 };

type Catalogue = "products" | "services";

/** A store's active records as the server lists them (newest id first). */
function active(resource: Catalogue, storeId = 1) {
  const records: { id: number; store_id: number; status: string; name_en: string; ordered?: boolean }[] = db.state[resource];
  return records.filter((record) => record.store_id === storeId && record.status === "active").sort((a, b) => b.id - a.id);
}

function rowOf(grid: HTMLElement, name: string): HTMLElement {
  return within(grid).getByText(name).closest("[role='row']") as HTMLElement;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe("catalogue in bulk: delete", { timeout: HEAVY_RENDER_MS }, () => {
  it("deletes the selected products after one confirmation and sorts deleted, refused and failed", async () => {
    signInAs("vendor");
    const [gone, ordered, flaky] = active("products");
    expect(ordered.ordered).toBe(true);
    server.use(http.delete(`${VENDOR}/products/${flaky.id}`, () => fail(503, "Catalogue is being re-indexed")));
    const deletes = recordRequests({ only: requestsTo(/\/vendor\/products\/\d+$/, "DELETE") }).sent;
    const view = renderApp("/vendor/product-catalog");
    const grid = await screen.findByRole("grid", { name: "Products" }, SLOW);
    await within(grid).findByText(gone.name_en, {}, SLOW);
    for (const record of [gone, ordered, flaky]) await view.user.click(within(rowOf(grid, record.name_en)).getByRole("checkbox"));

    const bar = screen.getByRole("toolbar", { name: "Selected products" });
    expect(bar).toHaveTextContent("Selected: 3");
    await view.user.click(within(bar).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete selected products" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete the 3 selected products?");
    expect(deletes).toHaveLength(0);
    await view.user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await within(dialog).findByRole("heading", { name: "Delete summary" }, SLOW)).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Deleted: 1");
    const refused = within(dialog).getByRole("region", { name: "Refused by the server: 1" });
    expect(refused).toHaveTextContent(`${ordered.name_en}: Product cannot be deleted because it is on customers' orders`);
    const failed = within(dialog).getByRole("region", { name: "Failed: 1" });
    expect(failed).toHaveTextContent(`${flaky.name_en}: Catalogue is being re-indexed`);
    expect(deletes.map(({ path }) => path)).toEqual([gone, ordered, flaky].map(({ id }) => `/api/v1/vendor/products/${id}`));
    expect(db.state.products.some((product) => product.id === gone.id)).toBe(false);
    expect(db.state.products.some((product) => product.id === ordered.id)).toBe(true);

    await view.user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(within(grid).queryByText(gone.name_en)).not.toBeInTheDocument());
    // The records still there stay selected, for another try.
    expect(screen.getByRole("toolbar", { name: "Selected products" })).toHaveTextContent("Selected: 2");
  });

  it("sends nothing when the confirmation is cancelled", async () => {
    signInAs("vendor");
    const [first] = active("services");
    const deletes = recordRequests({ only: requestsTo(/\/vendor\/services\/\d+$/, "DELETE") }).sent;
    const view = renderApp("/vendor/service-catalog");
    const grid = await screen.findByRole("grid", { name: "Services" }, SLOW);
    await within(grid).findByText(first.name_en, {}, SLOW);
    await view.user.click(within(rowOf(grid, first.name_en)).getByRole("checkbox"));
    await view.user.click(within(screen.getByRole("toolbar", { name: "Selected services" })).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete selected services" });
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deletes).toHaveLength(0);
    expect(db.state.services.some((service) => service.id === first.id)).toBe(true);
  });
});

describe("catalogue to CSV", { timeout: HEAVY_RENDER_MS }, () => {
  it("exports the selection, then every page of the tab", async () => {
    signInAs("vendor");
    const files = captureDownloads();
    const records = active("services");
    expect(records.length).toBeGreaterThan(10);
    const view = renderApp("/vendor/service-catalog");
    const grid = await screen.findByRole("grid", { name: "Services" }, SLOW);
    await within(grid).findByText(records[0].name_en, {}, SLOW);
    for (const record of [records[2], records[0]]) await view.user.click(within(rowOf(grid, record.name_en)).getByRole("checkbox"));
    await view.user.click(screen.getByRole("button", { name: "Export selected" }));
    await screen.findByText("Records exported: 2", {}, SLOW);
    expect(files[0].name).toMatch(/^services-active-selected-\d{4}-\d\d-\d\d\.csv$/);
    const selected = await csvRecords(files[0]);
    expect(selected[0]).toEqual(["Service Image", "Name", "Status"]);
    expect(selected.slice(1).map((record) => record.slice(1))).toEqual([
      [records[0].name_en, "Active"],
      [records[2].name_en, "Active"],
    ]);

    await view.user.click(screen.getByRole("button", { name: "Export CSV" }));
    await screen.findByText(`Records exported: ${records.length}`, {}, SLOW);
    expect(files[1].name).toMatch(/^services-active-\d{4}-\d\d-\d\d\.csv$/);
    expect((await csvRecords(files[1])).slice(1).map((record) => record[1])).toEqual(records.map((record) => record.name_en));
  });

  it("exports the returns list in Arabic with its columns", async () => {
    signInAs("vendor");
    const files = captureDownloads();
    const view = await renderInArabic("/vendor/returns");
    await screen.findByRole("grid", {}, SLOW);
    expectRightToLeft();
    await view.user.click(screen.getByRole("button", { name: "تصدير CSV" }));
    await screen.findByText(/^السجلات المصدّرة: /, {}, SLOW);
    const records = await csvRecords(files[0]);
    expect(records[0]).toHaveLength(6);
    expect(records[0].every((header) => /[\u0600-\u06ff]/.test(header))).toBe(true);
    expect(records.length - 1).toBe(db.state.refunds.filter((refund) => refund.store_id === 1).length);
  });
});

describe("catalogue: duplicate", { timeout: HEAVY_RENDER_MS }, () => {
  it("opens the create form prefilled from the product, variants new with empty SKUs, nothing saved", async () => {
    signInAs("vendor");
    const [source] = active("products");
    const writes = recordRequests({ only: requestsTo(/\/vendor\/products/, ["POST", "PUT"]) }).sent;
    const view = renderApp("/vendor/product-catalog");
    const grid = await screen.findByRole("grid", { name: "Products" }, SLOW);
    await within(grid).findByText(source.name_en, {}, SLOW);
    await chooseRowAction(view.user, source.name_en, "Duplicate");

    // The create form (the address, `?duplicate=<id>`, is checked in the journey).
    expect(await screen.findByText("Create Product", {}, SLOW)).toBeInTheDocument();
    await findCatalogueForm("Product", SLOW.timeout);
    const names = await screen.findByRole("region", { name: "Name" }, SLOW);
    expect(await within(names).findByRole("textbox", { name: /^Name \(English\)/ }, SLOW)).toHaveValue(source.name_en);
    expect(screen.getAllByRole("textbox", { name: /^SKU/ })[0]).toHaveValue("");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(writes).toHaveLength(0);
  });
});
