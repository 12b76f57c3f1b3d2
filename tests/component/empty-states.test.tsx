import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";

/** The first screen of a test loads its lazy chunk: on a busy machine that takes a while. */
const SLOW = { timeout: 30_000 };

type Collection = "products" | "services" | "coupons" | "banners" | "shop_banners" | "menu_items";

/** Leaves a store with no record in a collection of the mock db (reset after each test). */
function emptyStore(storeId: number, collection: Collection) {
  const state = db.state as unknown as Record<Collection, { store_id: number }[]>;
  state[collection] = state[collection].filter((record) => record.store_id !== storeId);
}

const emptyHeading = (name: string) => screen.findByRole("heading", { name, level: 2 }, SLOW);

describe("empty lists that lead somewhere (issue 33)", { timeout: 60_000 }, () => {
  it("an empty product catalogue offers to create the first product or import from CSV", async () => {
    emptyStore(1, "products");
    signInAs("vendor");
    const view = renderApp("/vendor/product-catalog");
    expect(await emptyHeading("No products yet")).toBeInTheDocument();
    expect(screen.getByText("Add your first product, or bring your whole catalogue in at once from a CSV file.")).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Products" })).toBeNull();
    // The header keeps its buttons.
    expect(screen.getByRole("button", { name: "Create New Product" })).toBeInTheDocument();

    await view.user.click(screen.getByRole("button", { name: "Import from CSV" }));
    expect(await screen.findByRole("dialog", { name: "Bulk import Products" })).toBeInTheDocument();
    await view.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await view.user.click(screen.getByRole("button", { name: "Create your first product" }));
    expect(await screen.findByRole("heading", { name: "Product", level: 1 }, SLOW)).toBeInTheDocument();
  });

  it("keeps the plain text when a search finds nothing, even in an empty catalogue", async () => {
    emptyStore(1, "products");
    signInAs("vendor");
    renderApp("/vendor/product-catalog?q=linen");
    expect(await screen.findByText("No products here yet.", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No products yet" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create your first product" })).toBeNull();
  });

  it("keeps the plain text on an empty tab while other tabs have products", async () => {
    db.state.products = db.state.products.filter((product) => product.store_id !== 1 || product.status === "inactive");
    signInAs("vendor");
    renderApp("/vendor/product-catalog");
    expect(await screen.findByText("No products here yet.", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No products yet" })).toBeNull();
  });

  it("offers no create or import to a store not allowed to manage products", async () => {
    emptyStore(2, "products");
    signInAs("limited");
    renderApp("/vendor/product-catalog");
    expect(await emptyHeading("No products yet")).toBeInTheDocument();
    expect(
      screen.getByText("Your store cannot add products yet. Ask the marketplace team to turn on product management for your store."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create your first product" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import from CSV" })).toBeNull();
  });

  it("an empty service catalogue offers to create the first service or import from CSV", async () => {
    emptyStore(1, "services");
    signInAs("vendor");
    const view = renderApp("/vendor/service-catalog");
    expect(await emptyHeading("No services yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create your first service" })).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Import from CSV" }));
    expect(await screen.findByRole("dialog", { name: "Bulk import Services" })).toBeInTheDocument();
  });

  it("an empty coupon list opens the new coupon from its invitation", async () => {
    emptyStore(1, "coupons");
    signInAs("vendor");
    const view = renderApp("/vendor/coupons");
    expect(await emptyHeading("No coupons yet")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Create your first coupon" }));
    expect(await screen.findByRole("dialog", { name: "Create New Coupon" })).toBeInTheDocument();
  });

  it.each([
    ["banners", "/vendor/banners", "No banners yet", "Create your first banner", "/vendor/create-banner"],
    ["shop_banners", "/vendor/shop-banners", "No shop banners yet", "Create your first shop banner", "/vendor/shop-banner/create"],
  ] as const)("an empty %s list leads to creating the first one", async (collection, path, title, action, target) => {
    emptyStore(1, collection);
    signInAs("vendor");
    renderApp(path);
    expect(await emptyHeading(title)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: action })).toHaveAttribute("href", target);
  });

  it("an empty menu leads to adding the first item", async () => {
    emptyStore(1, "menu_items");
    signInAs("vendor");
    renderApp("/vendor/menu");
    expect(await emptyHeading("No menu items yet")).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Menu items" })).toBeNull();
    expect(screen.getByRole("link", { name: "Add your first menu item" })).toHaveAttribute("href", "/vendor/menu-item/add");
  });
});
