import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { previewImport } from "@/domain/bulk-import-check";
import { PRODUCT_IMPORT_SPEC } from "@/domain/products-import";
import { emptyProductFormValues, emptyVariant } from "@/domain/product-form-values";
import { toProductPayload } from "@/domain/product-payload";
import type { ProductFormValues } from "@/domain/products";
import { callMockApi, envelopeOf } from "../support/mock-api";

// The embedded mock API's product contract (document 2 §7), exercised over HTTP as the app does.

function validForm(): ProductFormValues {
  return {
    ...emptyProductFormValues(),
    name_en: "Test Kettle",
    description_en: "<p>d</p>",
    benefits_en: "<p>b</p>",
    features_en: "<p>f</p>",
    how_to_use_en: "<p>h</p>",
    brand_id: 4,
    categories: [{ id: 103, title_en: "Home & Kitchen" }],
    variants: [
      {
        ...emptyVariant("tmp-1"),
        name_en: "1.7 L",
        description_en: "<p>d</p>",
        benefits_en: "<p>b</p>",
        features_en: "<p>f</p>",
        how_to_use_en: "<p>h</p>",
        price: "120",
        quantity: "5",
        variation: "1.7 L",
        sku: "KET-1",
        weight: "1 kg",
      },
    ],
  };
}

describe("products seed", () => {
  it("gives the demo vendor about 40 products in every tab, retail and wholesale, and each other store some", () => {
    const own = db.state.products.filter((product) => product.store_id === 1);
    expect(own.length).toBeGreaterThanOrEqual(38);
    expect(own.some((product) => product.status === "active" && product.category_ids.length > 0)).toBe(true);
    expect(own.some((product) => product.status === "inactive")).toBe(true);
    expect(own.some((product) => product.category_ids.length === 0)).toBe(true);
    expect(own.some((product) => product.product_type === "wholesale")).toBe(true);
    expect(own.some((product) => product.tool)).toBe(true);
    expect(own.some((product) => product.variants.length > 1)).toBe(true);
    expect(own.some((product) => product.variants.every((variant) => !variant.featured_image))).toBe(true);
    for (const storeId of [2, 3]) expect(db.state.products.filter((product) => product.store_id === storeId).length).toBeGreaterThan(3);
    expect(JSON.stringify(db.state.products).length).toBeLessThan(200_000);
  });
});

describe("the products API", () => {
  it("lists 10 a page with the tab filters and the search, and counts the tabs", async () => {
    const tabs = (await envelopeOf(await callMockApi("vendor", "/vendor/products/tabs"))).data;
    const page = await envelopeOf(await callMockApi("vendor", "/vendor/products?page=1&records_per_page=10&with_status=inactive"));
    expect(page.data.products.every((item: { status: string }) => item.status === "inactive")).toBe(true);
    expect(page.data.pagination).toEqual({ page: 1, total_pages: Math.ceil(tabs.inactive / 10) });
    const uncategorized = await envelopeOf(await callMockApi("vendor", "/vendor/products?page=1&records_per_page=10&uncategorized=true"));
    expect(uncategorized.data.products).toHaveLength(tabs.uncategorized);
    const search = await envelopeOf(await callMockApi("vendor", "/vendor/products?page=1&records_per_page=10&search_by_name=drill"));
    expect(search.data.products.length).toBeGreaterThan(0);
    expect(search.data.products.every((item: { name_en: string }) => /drill/i.test(item.name_en))).toBe(true);
    expect(Object.keys(search.data.products[0]).sort()).toEqual(["featured_image", "featured_image_resized", "id", "name_en", "status"]);
  });

  it("takes a wholesale product without tiers; a tier given in part lacks its other fields (document 2 §5)", async () => {
    const wholesale = { ...validForm(), product_type: "wholesale" as const };
    const untiered = await callMockApi("vendor", "/vendor/products", {
      method: "POST",
      body: JSON.stringify({ product: toProductPayload(wholesale) }),
    });
    expect(untiered.status).toBe(201);

    const partial = { ...wholesale, variants: [{ ...wholesale.variants[0], sku: "KET-2", qty1range_from: "10", qty2range_to: "2.5" }] };
    const refused = await callMockApi("vendor", "/vendor/products", {
      method: "POST",
      body: JSON.stringify({ product: toProductPayload(partial) }),
    });
    expect(refused.status).toBe(422);
    expect((await envelopeOf(refused)).errors).toEqual({
      "variants[0].qty1range_to": ["can't be blank"],
      "variants[0].qty1range_price": ["can't be blank"],
      "variants[0].qty2range_to": ["must be an integer"],
      "variants[0].qty2range_from": ["can't be blank"],
      "variants[0].qty2range_price": ["can't be blank"],
    });
  });

  it("creates with the client's payload, refuses blanks with 422, updates with _destroy, deletes", async () => {
    const refused = await callMockApi("vendor", "/vendor/products", {
      method: "POST",
      body: JSON.stringify({ product: { ...toProductPayload(validForm()), name_en: "", variants_attributes: [] } }),
    });
    expect(refused.status).toBe(422);
    const refusal = await envelopeOf(refused);
    expect(refusal.errors).toMatchObject({ name_en: ["can't be blank"], variants: ["must have at least one variant"] });

    const created = await callMockApi("vendor", "/vendor/products", {
      method: "POST",
      body: JSON.stringify({ product: toProductPayload(validForm()) }),
    });
    expect(created.status).toBe(201);
    const product = (await envelopeOf(created)).data;
    expect(product).toMatchObject({
      name_en: "Test Kettle",
      name_ar: "Test Kettle",
      brand_name_en: "Kiln & Co",
      categories: [{ id: 103, title_en: "Home & Kitchen" }],
    });
    const variantId = product.variants[0].id;

    const body = {
      product: {
        ...toProductPayload(validForm()),
        variants_attributes: [{ id: variantId, _destroy: true }, toProductPayload(validForm()).variants_attributes[0]],
      },
    };
    const updated = (
      await envelopeOf(await callMockApi("vendor", `/vendor/products/${product.id}`, { method: "PUT", body: JSON.stringify(body) }))
    ).data;
    expect(updated.variants).toHaveLength(1);
    expect(updated.variants[0].id).not.toBe(variantId);

    expect((await callMockApi("limited", `/vendor/products/${product.id}`)).status).toBe(404);
    expect((await callMockApi("vendor", `/vendor/products/${product.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await callMockApi("vendor", `/vendor/products/${product.id}`)).status).toBe(404);
  });

  it("serves the store country's categories, brands by category, shipment rules and related lists", async () => {
    const categories = (await envelopeOf(await callMockApi("limited", "/vendor/categories/for_product_service"))).data;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((category: { country_name_en: string }) => category.country_name_en === "Saudi Arabia")).toBe(true);
    const brands = (await envelopeOf(await callMockApi("vendor", "/vendor/brands/by_category?category_id=104"))).data;
    expect(brands.map((brand: { name_en: string }) => brand.name_en)).toEqual(["Ironclad"]);
    const rules = (await envelopeOf(await callMockApi("vendor", "/vendor/shipment_rules"))).data;
    expect(rules.map((rule: { name: string }) => rule.name)).toEqual([
      "shipment_rule_1",
      "shipment_rule_2",
      "shipment_rule_3",
      "weight_based",
    ]);
    const tools = (await envelopeOf(await callMockApi("vendor", "/vendor/products/related_tools"))).data;
    expect(tools.length).toBeGreaterThan(0);
    expect((await envelopeOf(await callMockApi("vendor", "/vendor/services/related_services"))).data.length).toBeGreaterThan(0);
  });

  it("exports the store's products as CSV that the import preview reads as an update", async () => {
    const response = await callMockApi("vendor", "/vendor/bulk_export");
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await response.text();
    const preview = previewImport(text, PRODUCT_IMPORT_SPEC, "update");
    expect(preview.rowCount).toBe(
      db.state.products.filter((product) => product.store_id === 1).flatMap((product) => product.variants).length,
    );
    expect(preview.issues.filter((issue) => issue.severity === "error")).toEqual([]);
  });

  it("accepts a bulk import as a queued job and refuses an incomplete one", async () => {
    const body = {
      bulk_import: {
        file_name: "p.csv",
        file_url: "http://localhost/s3/demo-bucket/imports/x.csv",
        key: "imports/x.csv",
        data_type: "products",
        import_type: "create",
      },
    };
    const accepted = await callMockApi("vendor", "/common/bulk_imports/import", { method: "POST", body: JSON.stringify(body) });
    expect(accepted.status).toBe(201);
    expect((await envelopeOf(accepted)).data).toMatchObject({ status: "queued", data_type: "products", import_type: "create" });
    const refused = await callMockApi("vendor", "/common/bulk_imports/import", {
      method: "POST",
      body: JSON.stringify({ bulk_import: { data_type: "products" } }),
    });
    expect(refused.status).toBe(422);
  });
});
