import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { toServicePayload, type ServiceFormValues } from "@/domain/services";
import { callMockApi, envelopeOf } from "../support/mock-api";
import { validServiceForm } from "../support/form-values";

// The embedded mock API's service contract (document 2 §7), exercised over HTTP as the app does.

/** A valid service form under the name and price the answers are checked against. */
const validForm = (overrides: Partial<ServiceFormValues> = {}) =>
  validServiceForm({ name_en: "Balcony cleaning", price: "120", ...overrides });

const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

describe("services seed", () => {
  it("gives the demo vendor 20 services in every tab, with images and relations, and each other store some", () => {
    const own = db.state.services.filter((service) => service.store_id === 1);
    expect(own).toHaveLength(20);
    expect(own.some((service) => service.status === "active" && service.category_ids.length > 0)).toBe(true);
    expect(own.some((service) => service.status === "inactive")).toBe(true);
    expect(own.some((service) => service.category_ids.length === 0)).toBe(true);
    expect(own.filter((service) => service.featured_image && service.images.length > 0).length).toBeGreaterThan(15);
    expect(own.some((service) => service.related_service_ids.length > 0)).toBe(true);
    const products = db.state.products;
    expect(own.some((service) => service.related_product_ids.some((id) => products.find((product) => product.id === id)?.tool))).toBe(true);
    expect(
      own.some((service) => service.related_product_ids.some((id) => products.find((product) => product.id === id)?.tool === false)),
    ).toBe(true);
    for (const storeId of [2, 3]) expect(db.state.services.filter((service) => service.store_id === storeId).length).toBeGreaterThan(2);
    expect(JSON.stringify(db.state.services).length).toBeLessThan(60_000);
  });

  it("relates only to items of the same store, and the products' related services are real services", () => {
    for (const service of db.state.services) {
      for (const id of service.related_product_ids)
        expect(db.state.products.find((product) => product.id === id)?.store_id).toBe(service.store_id);
      for (const id of service.related_service_ids)
        expect(db.state.services.find((other) => other.id === id)?.store_id).toBe(service.store_id);
      const country = db.state.stores.find((store) => store.id === service.store_id)!.country_id;
      for (const id of service.category_ids) expect(db.state.categories.find((category) => category.id === id)?.country_id).toBe(country);
    }
    for (const product of db.state.products) {
      for (const id of product.related_service_ids)
        expect(db.state.services.find((service) => service.id === id)?.store_id).toBe(product.store_id);
    }
  });
});

describe("the services API", () => {
  it("lists 10 a page with the products' query shape, and counts the tabs", async () => {
    const tabs = (await envelopeOf(await callMockApi("vendor", "/vendor/services/tabs"))).data;
    const own = db.state.services.filter((service) => service.store_id === 1);
    expect(tabs).toEqual({
      active: own.filter((service) => service.status === "active").length,
      inactive: own.filter((service) => service.status === "inactive").length,
      uncategorized: own.filter((service) => service.category_ids.length === 0).length,
    });
    const active = await envelopeOf(await callMockApi("vendor", "/vendor/services?page=2&records_per_page=10&with_status=active"));
    expect(active.data.pagination).toEqual({ page: 2, total_pages: Math.ceil(tabs.active / 10) });
    expect(active.data.services).toHaveLength(tabs.active - 10);
    expect(Object.keys(active.data.services[0]).sort()).toEqual(["featured_image", "featured_image_resized", "id", "name_en", "status"]);
    const uncategorized = await envelopeOf(await callMockApi("vendor", "/vendor/services?page=1&records_per_page=10&uncategorized=true"));
    expect(uncategorized.data.services).toHaveLength(tabs.uncategorized);
    const search = await envelopeOf(await callMockApi("vendor", "/vendor/services?page=1&records_per_page=10&search_by_name=REPAIR"));
    expect(search.data.services.map((item: { name_en: string }) => item.name_en).sort()).toEqual(["Phone screen repair", "Shoe repair"]);
  });

  it("reads one service with categories and related products, tools and services by name; another store's is 404", async () => {
    const service = db.state.services.find((candidate) => candidate.store_id === 1 && candidate.related_product_ids.length > 1)!;
    const { data } = await envelopeOf(await callMockApi("vendor", `/vendor/services/${service.id}`));
    expect(data).toMatchObject({ id: service.id, name_en: service.name_en, price: service.price, images: service.images });
    expect(data.related_products.length + data.related_tools.length).toBe(service.related_product_ids.length);
    expect(data.related_tools.every((tool: { name_en: string }) => typeof tool.name_en === "string")).toBe(true);
    expect(data.categories[0]).toEqual({ id: service.category_ids[0], title_en: expect.any(String) });
    const foreign = db.state.services.find((candidate) => candidate.store_id === 2)!;
    expect((await callMockApi("vendor", `/vendor/services/${foreign.id}`)).status).toBe(404);
    expect((await callMockApi("vendor", "/vendor/services/999999")).status).toBe(404);
    expect((await callMockApi("vendor", "/vendor/services/999999", { method: "DELETE" })).status).toBe(404);
  });

  it("creates from the client's payload and answers it in the list and related services", async () => {
    const payload = toServicePayload(validForm({ related_services: [{ id: 902, name_en: "Gift wrapping" }] }));
    const tool = db.state.products.find((product) => product.store_id === 1 && product.tool)!;
    payload.service_related_products_attributes = [{ related_product_id: tool.id }];
    const response = await callMockApi("vendor", "/vendor/services", send("POST", { service: payload }));
    expect(response.status).toBe(201);
    const created = await envelopeOf(response);
    expect(created.message).toBe("Service created successfully");
    expect(created.data).toMatchObject({
      name_en: "Balcony cleaning",
      name_ar: "Balcony cleaning",
      price: 120,
      discounted_price: 120,
      status: "active",
    });
    expect(created.data.related_tools).toEqual([{ id: tool.id, name_en: tool.name_en }]);
    expect(created.data.related_services).toEqual([{ id: 902, name_en: "Gift wrapping" }]);
    const related = (await envelopeOf(await callMockApi("vendor", "/vendor/services/related_services"))).data;
    expect(related).toContainEqual({ id: created.data.id, name_en: "Balcony cleaning" });
  });

  it("refuses a service without its required fields (422 with field errors)", async () => {
    const payload = {
      ...toServicePayload(validForm()),
      name_en: "<p><br></p>",
      price: null,
      unit_time: -1,
      featured_image: null,
      images: [],
      service_categories_attributes: [],
    };
    const response = await callMockApi("vendor", "/vendor/services", send("POST", { service: payload }));
    expect(response.status).toBe(422);
    const { errors } = await envelopeOf(response);
    expect(Object.keys(errors).sort()).toEqual(["categories", "featured_image", "images", "name_en", "price", "unit_time"]);
    const foreignCategory = { ...toServicePayload(validForm()), service_categories_attributes: [{ category_id: 203 }] };
    expect((await envelopeOf(await callMockApi("vendor", "/vendor/services", send("POST", { service: foreignCategory })))).errors).toEqual({
      categories: ["is invalid"],
    });
  });

  it("updates a service (the lists replaced) and deletes it, dropping it from others' relations", async () => {
    const target = db.state.services.find(
      (service) => service.store_id === 1 && db.state.services.some((other) => other.related_service_ids.includes(service.id)),
    )!;
    const response = await callMockApi(
      "vendor",
      `/vendor/services/${target.id}`,
      send("PUT", { service: toServicePayload(validForm({ price: "99.5", discounted_price: "90" })) }),
    );
    expect(response.status).toBe(200);
    expect(db.state.services.find((service) => service.id === target.id)).toMatchObject({
      price: 99.5,
      discounted_price: 90,
      category_ids: [103],
      related_service_ids: [],
    });

    expect((await callMockApi("vendor", `/vendor/services/${target.id}`, { method: "DELETE" })).status).toBe(200);
    expect(db.state.services.some((service) => service.id === target.id)).toBe(false);
    expect(db.state.services.some((service) => service.related_service_ids.includes(target.id))).toBe(false);
    expect(db.state.products.some((product) => product.related_service_ids.includes(target.id))).toBe(false);
  });

  it("queues a services import with the vendor's store id, refuses another store's, and leaves products imports to the products API", async () => {
    const file = { file_name: "services.csv", file_url: "https://cdn.test/imports/services.csv", key: "imports/services.csv" };
    const ok = await callMockApi(
      "vendor",
      "/common/bulk_imports/import",
      send("POST", { bulk_import: { ...file, data_type: "services", store_id: 1 } }),
    );
    expect(ok.status).toBe(201);
    expect(db.state.bulkImports.at(-1)).toMatchObject({ store_id: 1, data_type: "services", status: "queued" });
    const missing = await callMockApi(
      "vendor",
      "/common/bulk_imports/import",
      send("POST", { bulk_import: { ...file, data_type: "services" } }),
    );
    expect((await envelopeOf(missing)).errors).toEqual({ store_id: ["can't be blank"] });
    const foreign = await callMockApi(
      "vendor",
      "/common/bulk_imports/import",
      send("POST", { bulk_import: { ...file, data_type: "services", store_id: 2 } }),
    );
    expect((await envelopeOf(foreign)).errors).toEqual({ store_id: ["is invalid"] });
    const products = await callMockApi(
      "vendor",
      "/common/bulk_imports/import",
      send("POST", { bulk_import: { ...file, file_name: "products.csv", data_type: "products", import_type: "create" } }),
    );
    expect(products.status).toBe(201);
    expect(db.state.bulkImports.at(-1)).toMatchObject({ data_type: "products" });
  });
});
