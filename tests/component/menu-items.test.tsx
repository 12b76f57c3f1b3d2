import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { columnHeaders } from "../support/grid";

const LOAD = { timeout: 30_000 };

function own() {
  return db.state.menu_items.filter((item) => item.store_id === 1);
}
const named = (name: string) => own().find((item) => item.name_en === name)!;

function rowNames(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector('[data-field="name_en"]')?.textContent ?? "");
}

function toastOf(text: string): HTMLElement {
  return screen.getByText(text).closest("[data-toast-type]") as HTMLElement;
}

describe("menu items (/vendor/menu)", { timeout: 60_000 }, () => {
  it("lists every item under its parent with ID, names and actions", async () => {
    signInAs("vendor");
    renderApp("/vendor/menu");
    expect(await screen.findByRole("heading", { name: "Menu", level: 1 }, LOAD)).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "Menu items" }, LOAD);
    await within(grid).findByText("Power Tools");
    expect(columnHeaders(grid)).toEqual(["ID", "Name English", "Name Arabic", "Action"]);
    expect(rowNames(grid)).toEqual([
      "Home",
      "Shop",
      "Tools",
      "Power Tools",
      "Hand Tools",
      "Building Materials",
      "Offers",
      "Clearance",
      "About Us",
    ]);
    const tools = within(grid).getByText("Tools").closest('[role="row"]') as HTMLElement;
    expect(tools).toHaveTextContent(String(named("Tools").id));
    expect(tools).toHaveTextContent("أدوات");
    expect(within(tools).getByRole("link", { name: "Edit Tools" })).toHaveAttribute("href", `/vendor/menu-item/edit/${named("Tools").id}`);
    expect(screen.getByRole("link", { name: "Add Menu Item" })).toHaveAttribute("href", "/vendor/menu-item/add");
    expect(document.title).toBe("Menu");
  });

  it("deletes an item and its sub-items from the table after a confirmation, without reloading the list", async () => {
    const listCalls = recordRequests({ only: ({ method, url }) => method === "GET" && url.pathname.endsWith("/vendor/menu_items") });
    signInAs("vendor");
    const view = renderApp("/vendor/menu");
    const grid = await screen.findByRole("grid", { name: "Menu items" }, LOAD);
    await within(grid).findByText("Power Tools");
    const callsBefore = listCalls.count();

    await view.user.click(within(grid).getByRole("button", { name: "Delete Shop" }));
    const confirm = await screen.findByRole("dialog");
    expect(confirm).toHaveTextContent('Delete "Shop"? Its sub-items are deleted with it.');
    await view.user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowNames(grid)).toContain("Shop");

    await view.user.click(within(grid).getByRole("button", { name: "Delete Shop" }));
    await view.user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Item deleted successfully.")).toBeInTheDocument();
    await waitFor(() => expect(rowNames(grid)).toEqual(["Home", "Offers", "Clearance", "About Us"]));
    expect(listCalls.count()).toBe(callsBefore);
  });
});

describe("Add Menu Item (/vendor/menu-item/add)", { timeout: 60_000 }, () => {
  it("shows the spec's messages, the storefront prefix, and sends the item under the chosen parent", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/menu_items$/, "POST") }).bodies;
    signInAs("vendor");
    const view = renderApp("/vendor/menu-item/add");
    expect(await screen.findByRole("heading", { name: "Add Menu Item" }, LOAD)).toBeInTheDocument();
    const link = await screen.findByLabelText(/^Link/, undefined, LOAD);
    expect(link.closest(".MuiInputBase-root")).toHaveTextContent("https://marketplace.example/");

    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("*English name is required.")).toBeInTheDocument();
    expect(screen.getByText("*Link is required.")).toBeInTheDocument();

    await view.user.type(screen.getByLabelText(/^Name English/), "Garden");
    await view.user.type(screen.getByLabelText(/^Name Arabic/), "حديقة");
    await view.user.type(screen.getByLabelText(/^Position/), "3");
    await view.user.type(link, "/garden");
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("*Link should not start with '/'.")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await view.user.clear(link);
    await view.user.type(link, "shop/garden");
    await view.user.click(screen.getByRole("combobox", { name: "Parent item" }));
    const options = await screen.findAllByRole("option");
    expect(options[0]).toHaveTextContent("None (top level)");
    await view.user.click(screen.getByRole("option", { name: "Shop" }));
    await view.user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Menu item added successfully.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Menu", level: 1 }, LOAD)).toBeInTheDocument();
    expect(bodies).toEqual([
      { menu_item: { name_en: "Garden", name_ar: "حديقة", position: 3, parent_id: named("Shop").id, link: "shop/garden" } },
    ]);
    const grid = screen.getByRole("grid", { name: "Menu items" });
    await waitFor(() => expect(rowNames(grid)).toContain("Garden"));
    expect(rowNames(grid).indexOf("Garden")).toBeGreaterThan(rowNames(grid).indexOf("Building Materials"));
    expect(rowNames(grid).indexOf("Garden")).toBeLessThan(rowNames(grid).indexOf("Offers"));
  });

  it("sends one request however many times Save is pressed while it saves", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/menu_items$/, "POST") }).bodies;
    signInAs("vendor");
    const view = renderApp("/vendor/menu-item/add");
    const link = await screen.findByLabelText(/^Link/, undefined, LOAD);
    await view.user.type(screen.getByLabelText(/^Name English/), "Once");
    await view.user.type(link, "once");
    const save = screen.getByRole("button", { name: "Save" });
    for (let press = 0; press < 5; press += 1) fireEvent.click(save);
    expect(await screen.findByText("Menu item added successfully.", undefined, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Menu", level: 1 }, LOAD)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(own().filter((item) => item.name_en === "Once")).toHaveLength(1);
  });

  it("shows a refused add's message in a success-styled toast, as the spec asks, and stays on the form", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/menu-item/add");
    const link = await screen.findByLabelText(/^Link/, undefined, LOAD);
    await view.user.type(screen.getByLabelText(/^Name English/), "Duplicate");
    await view.user.type(link, "about-us");
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("link has already been taken")).toBeInTheDocument();
    expect(toastOf("link has already been taken")).toHaveAttribute("data-toast-type", "success");
    expect(screen.getByText("has already been taken")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Add Menu Item" })).toBeInTheDocument();
  });
});

describe("Edit Menu Item (/vendor/menu-item/edit/:id)", { timeout: 60_000 }, () => {
  it("loads the item, never offers it or its sub-items as parent, and sends a PATCH", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/menu_items\/\d+$/, "PATCH") }).bodies;
    const shop = named("Shop");
    signInAs("vendor");
    const view = renderApp(`/vendor/menu-item/edit/${shop.id}`);
    const name = await screen.findByLabelText(/^Name English/, undefined, LOAD);
    await waitFor(() => expect(name).toHaveValue("Shop"));
    expect(screen.getByLabelText(/^Link/)).toHaveValue("shop");

    await view.user.click(screen.getByRole("combobox", { name: "Parent item" }));
    const choices = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(choices).toEqual(["None (top level)", "Home", "Offers", "— Clearance", "About Us"]);
    await view.user.click(screen.getByRole("option", { name: "Offers" }));
    await view.user.clear(name);
    await view.user.type(name, "Store");
    await view.user.click(screen.getByRole("button", { name: "Update" }));

    expect(await screen.findByText("Menu item updated successfully.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Menu", level: 1 }, LOAD)).toBeInTheDocument();
    expect(bodies).toEqual([
      { menu_item: { name_en: "Store", name_ar: shop.name_ar, position: shop.position, parent_id: named("Offers").id, link: "shop" } },
    ]);
  });

  it("shows a refused edit's message in a success-styled toast", async () => {
    const tools = named("Tools");
    signInAs("vendor");
    const view = renderApp(`/vendor/menu-item/edit/${tools.id}`);
    const link = await screen.findByLabelText(/^Link/, undefined, LOAD);
    await waitFor(() => expect(link).toHaveValue("shop/tools"));
    await view.user.clear(link);
    await view.user.type(link, "home");
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("link has already been taken")).toBeInTheDocument();
    expect(toastOf("link has already been taken")).toHaveAttribute("data-toast-type", "success");
  });

  it("sends an unknown item to the not-found page", async () => {
    signInAs("vendor");
    renderApp("/vendor/menu-item/edit/999999");
    expect(await screen.findByRole("heading", { name: /not found/i }, LOAD)).toBeInTheDocument();
  });
});
