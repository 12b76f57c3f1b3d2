import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { fail, VENDOR } from "@/mocks/http-kit";
import { productImage } from "@/mocks/seed/products-seed";
import { makeProduct, makeService, storeDemoImages } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";
import { fakeCanvasForEachTest, pngBytes } from "../support/fake-canvas";
import { storedKey } from "../support/storage-keys";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { findCatalogueForm } from "../support/catalogue-form";
import { fieldLabel } from "../support/patterns";

type User = ReturnType<typeof renderApp>["user"];
type Body = { service: Record<string, unknown> };

const canvas = fakeCanvasForEachTest();

/** Bodies of the service saves the mock received. */
const serviceSaves = () => recordRequests<Body>({ only: requestsTo(/\/api\/v1\/vendor\/services(\/\d+)?$/, ["POST", "PUT"]) }).bodies;

const section = (name: string) => screen.getByRole("region", { name });
const heading = (name: string) => screen.findByRole("heading", { name, level: 1 }, { timeout: 20_000 });

async function fill(user: User, scope: HTMLElement, label: string, text: string) {
  // The rich-text editors load in a chunk of their own: wait for the field.
  const field = (await within(scope).findByRole("textbox", { name: fieldLabel(label) }, { timeout: 10_000 })) as HTMLElement;
  await user.click(field);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) await user.clear(field);
  await user.paste(text);
}

async function fillNumber(user: User, label: string, value: string) {
  const field = within(section("Price and time")).getByRole("spinbutton", { name: fieldLabel(label) });
  await user.clear(field);
  await user.type(field, value);
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: fieldLabel(label) }));
  await user.click(await screen.findByRole("option", { name: option }, { timeout: 10_000 }));
  await user.keyboard("{Escape}");
}

const png = (name: string) => new File([pngBytes(640, 480).slice()], name, { type: "image/png" });

/** Active items of the demo vendor to relate a new service to. */
const storeItems = () => ({
  product: makeProduct({ name_en: "Desert Rose Candle" }),
  tool: makeProduct({ name_en: "Stone Chisel", tool: true }),
  service: makeService({ name_en: "Window washing" }),
});

/** A service of the demo vendor with a featured image and a gallery, a category and a related product. */
function serviceWithImages(images = [productImage("A", 200)]) {
  const featured = productImage("A", 200);
  return makeService({
    name_en: "AC servicing",
    featured_image: featured,
    featured_image_resized: { small: featured, medium: featured },
    images,
    related_product_ids: [makeProduct().id],
  });
}

describe("service form: create (/vendor/service/create)", () => {
  it("creates a service with resized, uploaded images and the spec's payload; then the catalogue", async () => {
    const saves = serviceSaves();
    const { product, tool, service } = storeItems();
    signInAs("vendor");
    const view = renderApp("/vendor/service/create");
    expect(await findCatalogueForm("Create Service", 20_000)).toBeInTheDocument();
    expect(document.title).toBe("Create Service");

    await fill(view.user, section("Name"), "Name (English)", "Pool cleaning");
    const texts = section("Description");
    for (const subject of ["Description", "Benefits", "Features", "How to use"])
      await fill(view.user, texts, `${subject} (English)`, `${subject} of pool cleaning`);
    await fill(view.user, texts, "Description (Arabic)", "تنظيف المسبح");
    await fillNumber(view.user, "Price", "250");
    await fillNumber(view.user, "Unit time", "2");
    await choose(view.user, "Categories", "Home & Kitchen");
    await choose(view.user, "Related products", product.name_en);
    await choose(view.user, "Related tools", tool.name_en);
    await choose(view.user, "Related services", service.name_en);
    const images = section("Images");
    await view.user.upload(within(images).getByLabelText(fieldLabel("Featured image"), { selector: "input" }), png("pool.png"));
    await view.user.upload(within(images).getByLabelText(fieldLabel("Service images"), { selector: "input" }), [
      png("pool-1.png"),
      png("pool-2.png"),
    ]);

    await view.user.click(screen.getByRole("button", { name: "Create Service" }));
    expect(await screen.findByText("Service created successfully", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await heading("View Services")).toBeInTheDocument();

    const sent = saves[0].service;
    expect(sent).toMatchObject({
      name_en: "Pool cleaning",
      name_ar: "Pool cleaning",
      description_ar: expect.stringContaining("تنظيف المسبح"),
      benefits_ar: expect.stringContaining("Benefits of pool cleaning"),
      price: 250,
      discounted_price: 250,
      unit_time: 2,
      service_categories_attributes: [{ category_id: 103 }],
      service_related_products_attributes: [{ related_product_id: product.id }, { related_product_id: tool.id }],
      service_related_services_attributes: [{ related_service_id: service.id }],
    });
    expect(sent.featured_image).toMatch(storedKey("media/images", "png", "/s3/demo-bucket/"));
    expect(sent.featured_image_resized).toEqual({
      medium: (sent.featured_image as string).replace(".png", "_250x250.png"),
      small: (sent.featured_image as string).replace(".png", "_100x100.png"),
    });
    expect(sent.images).toHaveLength(2);
    for (const url of [sent.featured_image, ...(sent.images as string[])] as string[]) {
      expect(db.state.objects[decodeURIComponent(url.split("/demo-bucket/")[1])]).toBeDefined();
    }
    expect(canvas.drawn.map((draw) => draw.width).sort()).toEqual([100, 250]);
    expect(db.state.services.find((candidate) => candidate.name_en === "Pool cleaning")).toMatchObject({
      store_id: 1,
      price: 250,
      unit_time: 2,
    });
  }, 90_000);

  it("shows the spec's messages and sends nothing when required fields are missing or negative", async () => {
    const saves = serviceSaves();
    signInAs("vendor");
    const view = renderApp("/vendor/service/create");
    await findCatalogueForm("Create Service", 20_000);
    await view.user.click(screen.getByRole("button", { name: "Create Service" }));

    await waitFor(() => expect(screen.getAllByText("Required")).toHaveLength(7));
    for (const subject of ["Description", "Benefits", "Features", "How to use"]) {
      const editor = await within(section("Description")).findByRole("textbox", { name: fieldLabel(`${subject} (English)`) });
      expect(editor).toHaveAttribute("aria-invalid", "true");
    }
    expect(within(section("Price and time")).getByRole("spinbutton", { name: fieldLabel("Price") })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(within(section("Categories and related items")).getByText("Required")).toBeInTheDocument();
    expect(within(section("Images")).getByText("Feature image required")).toBeInTheDocument();
    expect(within(section("Images")).getByText("Upload at least one image")).toBeInTheDocument();

    await fillNumber(view.user, "Price", "-1");
    await fillNumber(view.user, "Discounted price", "-2");
    await fillNumber(view.user, "Unit time", "-3");
    await waitFor(() => expect(within(section("Price and time")).getAllByText("Negative not allowed")).toHaveLength(3));
    for (const label of ["Price", "Discounted price", "Unit time"]) {
      const field = within(section("Price and time")).getByRole("spinbutton", { name: fieldLabel(label) });
      expect(field).toHaveAttribute("min", "0");
      expect(field).toHaveAttribute("step", "0.01");
    }
    await view.user.click(screen.getByRole("button", { name: "Create Service" }));
    expect(saves).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Create Service", level: 1 })).toBeInTheDocument();
  }, 60_000);

  it("shows the English name's error once it is touched, before any save", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/service/create");
    await findCatalogueForm("Create Service", 20_000);
    const name = within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (English)") });
    await view.user.click(name);
    expect(screen.queryByText("Required")).not.toBeInTheDocument();
    await view.user.tab();
    expect(await within(section("Name")).findByText("Required")).toBeInTheDocument();
    expect(screen.getAllByText("Required")).toHaveLength(1);
    await view.user.type(name, "Ironing");
    await waitFor(() => expect(screen.queryByText("Required")).not.toBeInTheDocument());
  }, 60_000);

  it("Cancel goes back to the catalogue; /vendor/service/{id}/create creates too", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/service/new/create");
    await findCatalogueForm("Create Service", 20_000);
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await heading("View Services")).toBeInTheDocument();
  }, 60_000);
});

describe("service form: view and edit", () => {
  it("view: every field disabled, Edit and Back; Edit gives Save Service and Cancel; Cancel returns to view", async () => {
    const service = serviceWithImages();
    signInAs("vendor");
    const view = renderApp(`/vendor/service/${service.id}/view`);
    expect(await findCatalogueForm("View service", 20_000)).toBeInTheDocument();
    expect(document.title).toBe("View service");
    const name = await within(section("Name")).findByRole("textbox", { name: fieldLabel("Name (English)") });
    expect(name).toHaveValue(service.name_en);
    expect(name).toBeDisabled();
    expect(within(section("Price and time")).getByRole("spinbutton", { name: fieldLabel("Price") })).toHaveValue(service.price);
    expect(await within(section("Description")).findByRole("textbox", { name: "Description (Arabic)" })).toHaveAttribute("dir", "rtl");
    expect(within(section("Description")).getByRole("textbox", { name: fieldLabel("Description (English)") })).toHaveAttribute(
      "contenteditable",
      "false",
    );
    expect(within(section("Images")).queryByRole("button", { name: /^Remove image/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    for (const absent of ["Save Service", "Create Service", "Cancel"])
      expect(screen.queryByRole("button", { name: absent })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole("button", { name: "Edit" }));
    expect(await findCatalogueForm("Edit Service", 20_000)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Service" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    expect(within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (English)") })).toBeEnabled();

    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await findCatalogueForm("View service", 20_000)).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Back" }));
    expect(await heading("View Services")).toBeInTheDocument();
  }, 60_000);

  it("edit: a new price is sent, the removed image deleted from storage after the save, then the service's view page", async () => {
    const saves = serviceSaves();
    const { keys, urls } = storeDemoImages("00000000-0000-4000-8000-0000000000b1.png", "00000000-0000-4000-8000-0000000000b2.png");
    const service = serviceWithImages(urls);
    signInAs("vendor");
    const view = renderApp(`/vendor/service/${service.id}/edit`);
    await findCatalogueForm("Edit Service", 20_000);
    await fillNumber(view.user, "Price", "699.5");
    await view.user.click(within(section("Images")).getByRole("button", { name: "Remove image 1" }));
    expect(db.state.objects[keys[0]]).toBeDefined();

    await view.user.click(screen.getByRole("button", { name: "Save Service" }));
    expect(await screen.findByText("Service updated successfully", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await findCatalogueForm("View service", 20_000)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section("Price and time")).getByRole("spinbutton", { name: fieldLabel("Price") })).toHaveValue(699.5),
    );
    expect(saves[0].service).toMatchObject({
      price: 699.5,
      images: [urls[1]],
      service_categories_attributes: service.category_ids.map((category_id) => ({ category_id })),
    });
    await waitFor(() => expect(db.state.objects[keys[0]]).toBeUndefined());
    expect(db.state.objects[keys[1]]).toBeDefined();
    expect(db.state.services.find((candidate) => candidate.id === service.id)).toMatchObject({ price: 699.5, images: [urls[1]] });
  }, 60_000);

  it("a refused save keeps everything typed and shows the server's message", async () => {
    const service = serviceWithImages();
    server.use(http.put(`${VENDOR}/services/:id`, () => fail(422, "price is too high for this category", { price: ["is too high"] })));
    signInAs("vendor");
    const view = renderApp(`/vendor/service/${service.id}/edit`);
    await findCatalogueForm("Edit Service", 20_000);
    await fill(view.user, section("Name"), "Name (English)", "Renamed service");
    await fillNumber(view.user, "Price", "5000");
    await view.user.click(screen.getByRole("button", { name: "Save Service" }));
    expect(await screen.findByText("price is too high for this category", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (English)") })).toHaveValue("Renamed service");
    expect(await within(section("Price and time")).findByText("is too high")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Edit Service", level: 1 })).toBeInTheDocument();
    expect(within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (English)") })).toHaveValue("Renamed service");
    expect(within(section("Price and time")).getByRole("spinbutton", { name: fieldLabel("Price") })).toHaveValue(5000);
    expect(db.state.services.find((candidate) => candidate.id === service.id)?.name_en).toBe(service.name_en);
  }, 60_000);

  it("asks before leaving with unsaved changes, and stays when the seller says no", async () => {
    const service = serviceWithImages();
    // jsdom has no dialogs: the browser's confirm is stubbed at the platform edge.
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    signInAs("vendor");
    const view = renderApp(`/vendor/service/${service.id}/edit`);
    await findCatalogueForm("Edit Service", 20_000);
    const name = within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (English)") });
    await view.user.type(name, " v2");
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes.");
    expect(screen.getByRole("button", { name: "Save Service" })).toBeInTheDocument();
    expect(name).toHaveValue(`${service.name_en} v2`);
    confirm.mockRestore();
  }, 60_000);

  it("an unknown service id goes to not-found", async () => {
    signInAs("vendor");
    renderApp("/vendor/service/999999/view");
    expect(
      await screen.findByText("The resource requested could not be found on the server!", {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  }, 60_000);
});
