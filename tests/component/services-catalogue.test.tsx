import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { chooseRowAction, columnHeaders } from "../support/grid";

afterEach(() => server.events.removeAllListeners());

/** The list's GETs, as they are sent (a live array). */
function listRequests() {
  return recordRequests({ only: requestsTo(/^\/api\/v1\/vendor\/services$/, "GET") }).sent;
}

type MockService = (typeof db.state.services)[number];

/** The store's services as the server orders them (newest id first). */
function services(storeId: number, keep: (service: MockService) => boolean = () => true) {
  return db.state.services.filter((service) => service.store_id === storeId && keep(service)).sort((a, b) => b.id - a.id);
}

const active = (service: MockService) => service.status === "active";

describe("service catalogue (/vendor/service-catalog)", () => {
  it("shows View Services with the columns, counted tabs, 10 active services a page and the two buttons", async () => {
    const requests = listRequests();
    signInAs("vendor");
    renderApp("/vendor/service-catalog");
    expect(await screen.findByRole("heading", { name: "View Services", level: 1 }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.title).toBe("View Services");
    const grid = await screen.findByRole("grid", { name: "Services" });
    expect(columnHeaders(grid)).toEqual(["", "Service Image", "Name", "Status", "Actions"]);
    await within(grid).findByText(services(1, active)[0].name_en);
    expect(within(grid).getAllByRole("row")).toHaveLength(11);

    const tabs = screen.getByRole("tablist", { name: "Service status" });
    const count = (keep: (service: MockService) => boolean) => services(1, keep).length;
    await waitFor(() => expect(within(tabs).getByRole("tab", { name: `Active (${count(active)})` })).toBeInTheDocument());
    expect(within(tabs).getByRole("tab", { name: `Inactive (${count((s) => s.status === "inactive")})` })).toBeInTheDocument();
    expect(within(tabs).getByRole("tab", { name: `Uncategorized (${count((s) => s.category_ids.length === 0)})` })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0].url.searchParams)).toEqual({ page: "1", records_per_page: "10", with_status: "active" });
    expect(screen.getByRole("button", { name: "Create New Service" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bulk import Services" })).toBeInTheDocument();
    // No spec export for services (document 2 §2), only the app's CSV of the tab (issue 33).
    expect(screen.queryByRole("button", { name: /Export All/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument());
  }, 60_000);

  it("asks the server for each tab, for a search (debounced, once) and for page 2", async () => {
    const requests = listRequests();
    signInAs("vendor");
    const view = renderApp("/vendor/service-catalog");
    const grid = await screen.findByRole("grid", { name: "Services" }, { timeout: 20_000 });
    await within(grid).findByText(services(1, active)[0].name_en);

    await view.user.click(screen.getByRole("tab", { name: /^Inactive/ }));
    await within(grid).findByText(services(1, (s) => s.status === "inactive")[0].name_en);
    expect(requests.at(-1)?.url.searchParams.get("with_status")).toBe("inactive");

    await view.user.click(screen.getByRole("tab", { name: /^Uncategorized/ }));
    const uncategorized = services(1, (s) => s.category_ids.length === 0);
    await within(grid).findByText(uncategorized[0].name_en);
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({ page: "1", records_per_page: "10", uncategorized: "true" });
    expect(within(grid).getAllByRole("row")).toHaveLength(uncategorized.length + 1);

    await view.user.click(screen.getByRole("tab", { name: /^Active/ }));
    await view.user.click(await screen.findByRole("button", { name: "Go to page 2" }));
    await within(grid).findByText(services(1, active)[10].name_en);
    expect(requests.at(-1)?.url.searchParams.get("page")).toBe("2");

    const before = requests.length;
    await view.user.type(screen.getByRole("searchbox", { name: "Search by name" }), "repair");
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get("search_by_name")).toBe("repair"), { timeout: 4000 });
    expect(requests.slice(before).filter(({ url }) => url.searchParams.has("search_by_name"))).toHaveLength(1);
    expect(requests.at(-1)?.url.searchParams.get("page")).toBe("1");
    const repairs = services(1, (s) => active(s) && /repair/i.test(s.name_en));
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(repairs.length + 1));
  }, 60_000);

  it("offers View, Edit and Delete; Edit opens the edit page", async () => {
    const [first] = services(1, active);
    signInAs("vendor");
    const view = renderApp("/vendor/service-catalog");
    await view.user.click(await screen.findByRole("button", { name: `Actions for ${first.name_en}` }, { timeout: 20_000 }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["View", "Edit", "Duplicate", "Delete"]);
    await view.user.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    expect(await screen.findByRole("heading", { name: "Edit Service", level: 1 }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save Service" })).toBeInTheDocument();
  }, 60_000);

  it("deletes a service only after the confirmation", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/service-catalog");
    const [first] = services(1, active);
    const activeCount = services(1, active).length;
    const grid = await screen.findByRole("grid", { name: "Services" }, { timeout: 20_000 });

    await chooseRowAction(view.user, first.name_en, "Delete");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this service?");
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(db.state.services.some((service) => service.id === first.id)).toBe(true);

    await chooseRowAction(view.user, first.name_en, "Delete");
    await view.user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Service deleted successfully")).toBeInTheDocument();
    expect(db.state.services.some((service) => service.id === first.id)).toBe(false);
    await waitFor(() => expect(within(grid).queryByText(first.name_en)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("tab", { name: `Active (${activeCount - 1})` })).toBeInTheDocument());
  }, 60_000);

  it("is not for the restricted account: no Services entry, and the route goes to not-found", async () => {
    signInAs("restricted");
    const view = renderApp("/vendor/");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" }, { timeout: 20_000 });
    expect(within(nav).getByRole("link", { name: "Products" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Services" })).toBeNull();
    view.unmount();
    renderApp("/vendor/service/create");
    expect(
      await screen.findByText("The resource requested could not be found on the server!", {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  }, 60_000);

  it("shows Services in the sidebar right after Products", async () => {
    signInAs("vendor");
    renderApp("/vendor/service-catalog");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" }, { timeout: 20_000 });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent?.trim());
    expect(labels.slice(0, 4)).toEqual(["Dashboard", "Products", "Services", "Orders"]);
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/vendor/service-catalog");
  }, 60_000);
});
