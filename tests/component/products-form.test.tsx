import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { fakeCanvasForEachTest, pngBytes } from "../support/fake-canvas";
import { storedKey } from "../support/storage-keys";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { findCatalogueForm } from "../support/catalogue-form";
import { fieldLabel } from "../support/patterns";

type User = ReturnType<typeof renderApp>["user"];
type Body = { product: Record<string, unknown> & { variants_attributes: Record<string, unknown>[] } };

const canvas = fakeCanvasForEachTest();

/** Bodies of the product saves the mock received. */
const productSaves = () => recordRequests<Body>({ only: requestsTo(/\/api\/v1\/vendor\/products(\/\d+)?$/, ["POST", "PUT"]) }).bodies;

const section = (name: string) => screen.getByRole("region", { name });

/** Puts text in a text field or a rich-text editor (a paste, as a seller would). */
async function fill(user: User, scope: HTMLElement, label: string, text: string) {
  // The rich-text editors load in a chunk of their own: wait for the field.
  const field = (await within(scope).findByRole("textbox", { name: fieldLabel(label) }, { timeout: 10_000 })) as HTMLElement;
  await user.click(field);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) await user.clear(field);
  await user.paste(text);
}

async function fillNumber(user: User, scope: HTMLElement, label: string, value: string) {
  const field = within(scope).getByRole("spinbutton", { name: fieldLabel(label) });
  await user.clear(field);
  await user.paste(value);
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: fieldLabel(label) }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const png = (name: string) => new File([pngBytes(640, 480).slice()], name, { type: "image/png" });

async function fillProduct(user: User, name: string) {
  await fill(user, section("Name"), "Name (English)", name);
  const texts = section("Description");
  for (const subject of ["Description", "Benefits", "Features", "How to use"])
    await fill(user, texts, `${subject} (English)`, `${subject} of ${name}`);
  await choose(user, "Categories", "Home & Kitchen");
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.getByRole("combobox", { name: fieldLabel("Brand") })).toBeEnabled());
  await choose(user, "Brand", "Kiln & Co");
  await choose(user, "Shipment rule", "Free Shipping Over 99");
  const keywords = within(section("Brand, categories and shipping")).getByRole("textbox", { name: "Keywords" });
  await user.type(keywords, "lamp{Enter}desk,");
}

/** The one expanded variant (the others are collapsed to their name). */
async function openVariant() {
  return waitFor(() => {
    const open = within(section("Variants")).getAllByRole("region");
    expect(open).toHaveLength(1);
    return open[0];
  });
}

async function fillVariant(user: User, values: { name: string; sku: string; price?: string; discounted?: string; quantity?: string }) {
  const variants = await openVariant();
  await fill(user, variants, "Name (English)", values.name);
  for (const subject of ["Description", "Benefits", "Features", "How to use"])
    await fill(user, variants, `${subject} (English)`, `${subject} of ${values.name}`);
  await fill(user, variants, "Variation", values.name);
  await fill(user, variants, "SKU", values.sku);
  await fill(user, variants, "Weight", "1 kg");
  if (values.price !== undefined) {
    await fillNumber(user, variants, "Price", values.price);
    if (values.discounted) await fillNumber(user, variants, "Discounted price", values.discounted);
    await fillNumber(user, variants, "Quantity", values.quantity ?? "1");
  }
  await user.upload(within(variants).getByLabelText(fieldLabel("Featured image"), { selector: "input" }), png(`${values.sku}.png`));
  await user.upload(within(variants).getByLabelText(fieldLabel("Images"), { selector: "input" }), [
    png(`${values.sku}-1.png`),
    png(`${values.sku}-2.png`),
  ]);
}

describe("product form: create (/vendor/product/create)", () => {
  it("creates a product with two variants: uploaded, resized images and the spec's payload", async () => {
    const saves = productSaves();
    signInAs("vendor");
    const view = renderApp("/vendor/product/create");
    expect(await findCatalogueForm("Product")).toBeInTheDocument();
    expect(document.title).toBe("Product");
    await fillProduct(view.user, "Desert Lamp");

    await view.user.click(screen.getByRole("button", { name: "Add Variant +" }));
    await fillVariant(view.user, { name: "Small", sku: "LAMP-S", price: "200", discounted: "150", quantity: "7" });
    await view.user.click(screen.getByRole("button", { name: "Add Variant +" }));
    // Only the selected variant is expanded; the first collapses to its name.
    expect(within(section("Variants")).getByRole("button", { name: /Variant 1: Small/ })).toHaveAttribute("aria-expanded", "false");
    await fillVariant(view.user, { name: "Large", sku: "LAMP-L", price: "300", quantity: "3" });

    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Product created successfully", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "View Products", level: 1 }, { timeout: 30_000 })).toBeInTheDocument();

    const { product } = saves[0];
    expect(product).toMatchObject({
      name_en: "Desert Lamp",
      name_ar: "Desert Lamp",
      description_ar: expect.stringContaining("Description of Desert Lamp"),
      brand_id: 4,
      shipment_rule_id: 1,
      product_type: "retail",
      product_categories_attributes: [{ category_id: 103 }],
      product_keywords_attributes: [{ name: "lamp" }, { name: "desk" }],
      product_related_products_attributes: [],
      product_related_services_attributes: [],
    });
    const [small, large] = product.variants_attributes;
    expect(small).toMatchObject({
      name_en: "Small",
      name_ar: "Small",
      sku: "LAMP-S",
      price: 200,
      discounted_price: 150,
      discount_percentage: 25,
      quantity: 7,
    });
    expect(large).toMatchObject({ sku: "LAMP-L", price: 300, discounted_price: 300, discount_percentage: 0, quantity: 3 });
    expect(small).not.toHaveProperty("id");
    expect(small.featured_image).toMatch(storedKey("media/images", "png", "/s3/demo-bucket/"));
    expect(small.featured_image_resized).toEqual({
      medium: (small.featured_image as string).replace(".png", "_250x250.png"),
      small: (small.featured_image as string).replace(".png", "_100x100.png"),
    });
    expect(small.images).toHaveLength(2);
    for (const url of [small.featured_image, ...(small.images as string[])] as string[]) {
      expect(db.state.objects[decodeURIComponent(url.split("/demo-bucket/")[1])]).toBeDefined();
    }
    expect(canvas.drawn.map((draw) => draw.width).sort()).toEqual([100, 100, 250, 250]);
    const saved = db.state.products.find((candidate) => candidate.name_en === "Desert Lamp");
    expect(saved?.variants.map((variant) => variant.sku)).toEqual(["LAMP-S", "LAMP-L"]);
  }, 180_000);

  it("a wholesale product shows three tiers instead of price and quantity, and sends price 0", async () => {
    const saves = productSaves();
    signInAs("vendor");
    const view = renderApp("/vendor/product/create");
    await findCatalogueForm("Product");
    await fillProduct(view.user, "Copy Paper");
    await view.user.click(screen.getByRole("radio", { name: "Wholesale" }));
    await view.user.click(screen.getByRole("button", { name: "Add Variant +" }));
    const variants = await openVariant();
    expect(within(variants).queryByRole("spinbutton", { name: fieldLabel("Price") })).not.toBeInTheDocument();
    expect(within(variants).queryByRole("spinbutton", { name: fieldLabel("Quantity") })).not.toBeInTheDocument();
    await fillVariant(view.user, { name: "Carton", sku: "PAPER-C" });
    const tiers = [
      ["1", "9", "95"],
      ["10", "49", "90.5"],
      ["50", "500", "85"],
    ];
    for (const [index, [from, to, price]] of tiers.entries()) {
      await fillNumber(view.user, variants, `Tier ${index + 1}: From`, from);
      await fillNumber(view.user, variants, `Tier ${index + 1}: To`, to);
      await fillNumber(view.user, variants, `Tier ${index + 1}: Price`, price);
    }
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Product created successfully", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(saves[0].product.product_type).toBe("wholesale");
    expect(saves[0].product.variants_attributes[0]).toMatchObject({
      price: 0,
      discounted_price: 0,
      quantity: 0,
      qty1range_from: 1,
      qty1range_to: 9,
      qty1range_price: 95,
      qty2range_price: 90.5,
      qty3range_to: 500,
    });
  }, 180_000);

  it("refuses a save without a variant, then with empty fields, with the spec's messages", async () => {
    const saves = productSaves();
    signInAs("vendor");
    const view = renderApp("/vendor/product/create");
    await findCatalogueForm("Product");

    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please add atleast one variant")).toBeInTheDocument();
    expect((await screen.findAllByText("Required")).length).toBeGreaterThanOrEqual(7);

    await view.user.click(screen.getByRole("button", { name: "Add Variant +" }));
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please fill empty fields")).toBeInTheDocument();
    const variants = await openVariant();
    expect(within(section("Variants")).getByText("Has errors")).toBeInTheDocument();
    for (const label of ["SKU", "Variation", "Weight", "Price", "Quantity"]) {
      const field = within(variants).getByRole(label === "Price" || label === "Quantity" ? "spinbutton" : "textbox", {
        name: fieldLabel(label),
      });
      expect(field).toHaveAttribute("aria-invalid", "true");
    }
    expect(within(variants).getAllByText("Required").length).toBeGreaterThanOrEqual(12);

    // Everything typed stays; the error goes once the field is filled.
    await fill(view.user, variants, "SKU", "ABC");
    await waitFor(() =>
      expect(within(variants).getByRole("textbox", { name: fieldLabel("SKU") })).not.toHaveAttribute("aria-invalid", "true"),
    );
    expect(within(variants).getByRole("textbox", { name: fieldLabel("SKU") })).toHaveValue("ABC");
    expect(saves).toEqual([]);
  }, 120_000);

  it("turning on It is a Tool hides related products, services and tools; shipment rules show their names and fees", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/product/create");
    await findCatalogueForm("Product");
    const related = section("Related items");
    for (const name of ["Related products", "Related services", "Related tools"])
      expect(within(related).getByRole("combobox", { name })).toBeInTheDocument();
    await view.user.click(screen.getByRole("switch", { name: "It is a Tool" }));
    expect(screen.queryByRole("region", { name: "Related items" })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole("switch", { name: "It is a Tool" }));
    expect(await screen.findByRole("region", { name: "Related items" })).toBeInTheDocument();

    await view.user.click(screen.getByRole("combobox", { name: "Shipment rule" }));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual([
      "No shipment rule",
      "Free Shipping Over 99",
      "Free Shipping Over 3000 (Tiered Charges)",
      "Shipping Included in Price",
      "Weight-Based Shipping",
    ]);
    await view.user.click(screen.getByRole("option", { name: "Weight-Based Shipping" }));
    expect(await screen.findByText("AED 500 under 20 tons; free over 20 tons.")).toBeInTheDocument();
  }, 120_000);

  it("an unsaved variant is dropped after the confirmation", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/product/create");
    await findCatalogueForm("Product");
    await view.user.click(screen.getByRole("button", { name: "Add Variant +" }));
    await view.user.click(within(section("Variants")).getByRole("button", { name: "Delete New variant" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this variant?");
    await view.user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(within(section("Variants")).queryByRole("button", { name: /Variant 1/ })).not.toBeInTheDocument());
    expect(within(section("Variants")).getByText("No variants yet.")).toBeInTheDocument();
  }, 120_000);
});
