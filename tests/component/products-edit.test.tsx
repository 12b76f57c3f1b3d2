import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { session } from "@/providers/auth/session";
import { makeProduct, storeDemoImages, type ProductOverrides } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { findCatalogueForm } from "../support/catalogue-form";
import { fieldLabel } from "../support/patterns";

type Body = { product: Record<string, unknown> & { variants_attributes: Record<string, unknown>[] } };

const section = (name: string) => screen.getByRole("region", { name });
const heading = () => findCatalogueForm("Product");

/** A retail product of store 1 with two variants. */
const productWithTwoVariants = (overrides: ProductOverrides = {}) =>
  makeProduct({ name_en: "Linen Thobe", variants: [{ variation: "M / White" }, { variation: "L / Beige" }], ...overrides });

const saves = () => recordRequests<Body>({ only: requestsTo(/\/vendor\/products\/\d+$/, "PUT") }).bodies;

describe("product form: view and edit", () => {
  it("edit right after sign-in waits for the store's flags instead of showing Not Found", async () => {
    const product = productWithTwoVariants();
    signInAs("vendor");
    session.saveStore(null);
    renderApp(`/vendor/product/${product.id}/edit`);
    expect(
      await within(await screen.findByRole("region", { name: "Name" }, { timeout: 30_000 })).findByRole("textbox", {
        name: fieldLabel("Name (English)"),
      }),
    ).toBeEnabled();
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });

  it("edit whose store cannot be read says so with Retry, not Not Found; Retry opens the form", async () => {
    const product = productWithTwoVariants();
    signInAs("vendor");
    session.saveStore(null);
    server.use(
      http.get("*/api/v1/vendor/store", () => HttpResponse.json({ success: false, message: "Store is being updated" }), { once: true }),
    );
    const view = renderApp(`/vendor/product/${product.id}/edit`);
    const failed = await within(await screen.findByRole("main", {}, { timeout: 30_000 })).findByRole("alert", {}, { timeout: 30_000 });
    expect(failed).toHaveTextContent("Store is being updated");
    expect(screen.queryByRole("heading", { name: /not found/i })).not.toBeInTheDocument();
    await view.user.click(within(failed).getByRole("button", { name: "Retry" }));
    expect(
      await within(await screen.findByRole("region", { name: "Name" }, { timeout: 30_000 })).findByRole("textbox", {
        name: fieldLabel("Name (English)"),
      }),
    ).toBeEnabled();
  });

  it("create right after sign-in offers Add Variant once the store's flags arrive (no 'cannot manage' left on screen)", async () => {
    signInAs("vendor");
    session.saveStore(null);
    // The store answers last, after every call of the form (as on a busy machine).
    server.use(http.get("*/api/v1/vendor/store", async () => void (await delay(1500))));
    renderApp("/vendor/product/create");
    expect(await screen.findByRole("button", { name: "Add Variant +" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText("Your store cannot manage products: variants cannot be added or changed.")).not.toBeInTheDocument();
  });

  it("view: every field disabled, Cancel and Edit, no Add Variant; Edit opens the edit route", async () => {
    const product = productWithTwoVariants();
    signInAs("vendor");
    const view = renderApp(`/vendor/product/${product.id}/view`);
    await heading();
    const name = await within(section("Name")).findByRole("textbox", { name: fieldLabel("Name (English)") });
    expect(name).toHaveValue(product.name_en);
    expect(name).toBeDisabled();
    const description = await within(section("Description")).findByRole(
      "textbox",
      { name: fieldLabel("Description (English)") },
      { timeout: 10_000 },
    );
    expect(description).toHaveAttribute("aria-readonly", "true");
    expect(description).toHaveAttribute("contenteditable", "false");
    expect(description.innerHTML).toBe(product.description_en);
    expect(within(section("Description")).getByRole("textbox", { name: "Description (Arabic)" })).toHaveAttribute("dir", "rtl");
    expect(screen.queryByRole("button", { name: "Add Variant +" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update" })).not.toBeInTheDocument();
    expect(within(section("Variants")).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(
      within(section("Variants")).getByRole("button", {
        name: new RegExp(`Variant 2: ${product.variants[1].name_en.replace("/", "\\/")}`),
      }),
    ).toHaveAttribute("aria-expanded", "false");

    await view.user.click(screen.getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("button", { name: "Update" })).toBeInTheDocument();
    expect(within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (English)") })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Add Variant +" })).toBeInTheDocument();
  }, 120_000);

  it("limited@demo.test sees its product without Edit, and the edit route is refused", async () => {
    const product = makeProduct({ store_id: 2, name_en: "Cotton Towel Set" });
    signInAs("limited");
    const view = renderApp(`/vendor/product/${product.id}/view`);
    await heading();
    expect(await within(section("Name")).findByRole("textbox", { name: fieldLabel("Name (English)") })).toHaveValue(product.name_en);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Variant +" })).not.toBeInTheDocument();
    view.unmount();

    renderApp(`/vendor/product/${product.id}/edit`);
    expect(await screen.findByRole("heading", { name: "Not Found" }, { timeout: 30_000 })).toBeInTheDocument();
  }, 120_000);

  it("edit: a new price and a deleted saved variant are sent (_destroy); then the catalogue", async () => {
    const bodies = saves();
    const product = productWithTwoVariants();
    const [first, second] = product.variants;
    signInAs("vendor");
    const view = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    const price = await within(section("Variants")).findByRole("spinbutton", { name: fieldLabel("Price") });
    await view.user.clear(price);
    await view.user.type(price, "999");
    await view.user.click(within(section("Variants")).getByRole("button", { name: `Delete ${second.name_en}` }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this variant?");
    await view.user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() =>
      expect(within(section("Variants")).queryByRole("button", { name: new RegExp(`Variant 2`) })).not.toBeInTheDocument(),
    );

    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Product updated successfully", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "View Products", level: 1 }, { timeout: 30_000 })).toBeInTheDocument();
    const sent = bodies[0].product.variants_attributes;
    expect(sent).toEqual([expect.objectContaining({ id: first.id, price: 999 }), { id: second.id, _destroy: true }]);
    const stored = db.state.products.find((candidate) => candidate.id === product.id)!;
    expect(stored.variants.map((variant) => [variant.id, variant.price])).toEqual([[first.id, 999]]);
  }, 120_000);

  it("edit: an image removed from the gallery is deleted from storage only after the update succeeded", async () => {
    const { keys, urls } = storeDemoImages("00000000-0000-4000-8000-0000000000a1.png", "00000000-0000-4000-8000-0000000000a2.png");
    const product = productWithTwoVariants({ variants: [{ variation: "M / White", images: urls }, { variation: "L / Beige" }] });
    signInAs("vendor");
    const view = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    await view.user.click(await within(section("Variants")).findByRole("button", { name: "Remove image 1" }));
    expect(db.state.objects[keys[0]]).toBeDefined();
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Product updated successfully", {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(db.state.objects[keys[0]]).toBeUndefined());
    expect(db.state.objects[keys[1]]).toBeDefined();
    expect(db.state.products.find((candidate) => candidate.id === product.id)!.variants[0].images).toEqual([urls[1]]);
  }, 120_000);

  it("Cancel in edit mode goes back to the view route", async () => {
    const product = productWithTwoVariants();
    signInAs("vendor");
    const view = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    await view.user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update" })).not.toBeInTheDocument();
  }, 120_000);

  it("asks before leaving with unsaved changes, and stays when the seller says no", async () => {
    const product = productWithTwoVariants();
    // jsdom has no dialogs: the browser's confirm is stubbed at the platform edge.
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const listen = vi.spyOn(window, "addEventListener");
    signInAs("vendor");
    const view = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    const name = await within(section("Name")).findByRole("textbox", { name: fieldLabel("Name (English)") });
    expect(listen.mock.calls.some(([type]) => type === "beforeunload")).toBe(false);
    await view.user.type(name, " v2");
    // Closing the tab would now ask too (the guard listens for beforeunload).
    await waitFor(() => expect(listen.mock.calls.some(([type]) => type === "beforeunload")).toBe(true));
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes.");
    expect(screen.getByRole("button", { name: "Update" })).toBeInTheDocument();
    expect(name).toHaveValue(`${product.name_en} v2`);

    confirm.mockReturnValue(true);
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    confirm.mockRestore();
    listen.mockRestore();
  }, 120_000);

  it("shows a product's video embed only as a sandboxed player from an allowed host", async () => {
    const product = productWithTwoVariants({ video: '<iframe src="https://www.youtube.com/embed/abc123" onload="steal()"></iframe>' });
    signInAs("vendor");
    renderApp(`/vendor/product/${product.id}/view`);
    await heading();
    const player = await screen.findByTitle("Product video");
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://www.youtube.com/embed/abc123");
    expect(player).toHaveAttribute("sandbox");
    expect(player).not.toHaveAttribute("onload");
  }, 120_000);
});
