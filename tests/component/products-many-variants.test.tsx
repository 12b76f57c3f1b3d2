import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { makeProduct } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { findCatalogueForm } from "../support/catalogue-form";
import { fieldLabel } from "../support/patterns";

/**
 * Issue 30 item 3: a product of 200 variants. Their panels mount on demand (collapsed ones hold no
 * fields), yet a failed save still reaches the right panel and field, and a draft keeps the values
 * of panels that are not mounted.
 */
type Body = { product: Record<string, unknown> & { variants_attributes: Record<string, unknown>[] } };

const COUNT = 200;
const LOAD = { timeout: 60_000 };
const section = (name: string) => screen.getByRole("region", { name });
const heading = () => findCatalogueForm("Product", LOAD.timeout);
/** A variant's header (found by its text: role queries over hundreds of panels are slow in jsdom). */
const header = async (number: number) => (await screen.findByText(`Variant ${number}: Size ${number}`, {}, LOAD)).closest("button")!;
/** The panel a header opens. */
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;
const headers = () =>
  [...document.querySelectorAll("button[aria-expanded]")].filter((button) => /^Variant \d+:/.test(button.textContent ?? ""));

/** A retail product of store 1 with 200 variants ("Size 1" … "Size 200", SKU-1 … SKU-200 unless `skuOf` says). */
const productWithManyVariants = (skuOf = (number: number) => `SKU-${number}`) =>
  makeProduct({
    variants: Array.from({ length: COUNT }, (_, index) => ({
      name_en: `Size ${index + 1}`,
      variation: `Size ${index + 1}`,
      sku: skuOf(index + 1),
    })),
  });

describe("a product of 200 variants", { timeout: 400_000 }, () => {
  it("shows every variant's panel, only the first open; a failed save opens variant 150 and focuses its empty SKU", async () => {
    const product = productWithManyVariants((number) => (number === 150 ? "" : `SKU-${number}`));
    signInAs("vendor");
    const view = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    await waitFor(() => expect(headers()).toHaveLength(COUNT), LOAD);
    expect(await header(COUNT)).toHaveAttribute("aria-expanded", "false");
    expect(await header(1)).toHaveAttribute("aria-expanded", "true");
    // Collapsed panels hold no fields: one variant's SKU on the page.
    expect(within(section("Variants")).getAllByRole("textbox", { name: fieldLabel("SKU") })).toHaveLength(1);

    await view.user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(async () => expect(await header(150)).toHaveAttribute("aria-expanded", "true"), LOAD);
    expect(await header(150)).toHaveTextContent("Has errors");
    expect(await header(1)).toHaveAttribute("aria-expanded", "false");
    const panel = panelOf(await header(150));
    expect(panel).toHaveAccessibleName("Variant 150: Size 150");
    const sku = within(panel).getByRole("textbox", { name: fieldLabel("SKU") });
    await waitFor(() => expect(sku).toHaveFocus());
    expect(sku).toHaveAttribute("aria-invalid", "true");

    // Fixed by keyboard where the focus is, the save goes through.
    const bodies = recordRequests<Body>({ only: requestsTo(/\/vendor\/products\/\d+$/, "PUT") }).bodies;
    await view.user.keyboard("SKU-150");
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Product updated successfully", {}, LOAD)).toBeInTheDocument();
    expect(bodies[0].product.variants_attributes).toHaveLength(COUNT);
    expect(bodies[0].product.variants_attributes[149]).toMatchObject({ sku: "SKU-150" });
  });

  it("keeps a change in a panel no longer open through a reload (the draft), with every other variant as stored", async () => {
    const product = productWithManyVariants();
    signInAs("vendor");
    const first = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    await first.user.click(await header(180));
    const panel = panelOf(await header(180));
    const sku = within(panel).getByRole("textbox", { name: fieldLabel("SKU") });
    await first.user.clear(sku);
    await first.user.type(sku, "CHANGED-180");
    // Closed again: the field unmounts, its value stays in the form (and in the draft).
    await first.user.click(await header(180));
    expect((await header(180)).getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(within(section("Variants")).queryAllByRole("textbox", { name: fieldLabel("SKU") })).toHaveLength(0));
    first.unmount();

    const bodies = recordRequests<Body>({ only: requestsTo(/\/vendor\/products\/\d+$/, "PUT") }).bodies;
    const again = renderApp(`/vendor/product/${product.id}/edit`);
    await heading();
    await again.user.click(await header(180));
    const restored = panelOf(await header(180));
    expect(within(restored).getByRole("textbox", { name: fieldLabel("SKU") })).toHaveValue("CHANGED-180");

    await again.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Product updated successfully", {}, LOAD)).toBeInTheDocument();
    const sent = bodies[0].product.variants_attributes;
    expect(sent).toHaveLength(COUNT);
    expect(sent[179]).toMatchObject({ id: product.variants[179].id, sku: "CHANGED-180" });
    expect(sent[189]).toMatchObject({ id: product.variants[189].id, sku: "SKU-190" });
  });
});
