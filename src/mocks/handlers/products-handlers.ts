import { http, HttpResponse } from "msw";
import { db } from "../db";
import { COMMON, VENDOR, fail, invalid, ok, readBody, vendor } from "../http-kit";
import type { MockStore } from "../seed/shell-seed";
import type { MockProduct } from "../seed/products-seed";
import { productsCsv } from "./products-export";
import { productErrors, toStoredProduct, type ProductBody } from "./products-write";
import { catalogueDetail, catalogueHandlers } from "./catalogue-handlers";

/**
 * The server's product endpoints (document 2 §7), written from the spec independently of the
 * client: the catalogue's list, tabs and CRUD (catalogue-handlers.ts) with required-field
 * validation (422) and `_destroy` on variants, related items, categories of the store's country,
 * brands, shipment rules, the CSV export and the bulk import (accepted as a queued job).
 */
const own = (store: MockStore) => db.state.products.filter((product) => product.store_id === store.id);

type ServiceRef = { id: number; store_id: number; name_en: string };

/** The services products relate to: the services area's own, once it is seeded; else the stand-ins of the products seed. */
function serviceCatalogue(): ServiceRef[] {
  const services = (db.state as { services?: ServiceRef[] }).services;
  return Array.isArray(services) ? services : db.state.serviceOptions;
}

function listItem(product: MockProduct) {
  const first = product.variants.find((variant) => variant.featured_image) ?? null;
  return {
    id: product.id,
    name_en: product.name_en,
    status: product.status,
    featured_image: first?.featured_image ?? null,
    featured_image_resized: first?.featured_image_resized ?? null,
  };
}

function detail(product: MockProduct) {
  return {
    ...catalogueDetail(product, serviceCatalogue()),
    ...listItem(product),
    keywords: product.keywords.map((name) => ({ name })),
    brand_name_en: db.state.brands.find((brand) => brand.id === product.brand_id)?.name_en ?? null,
    shipment_rule_name: db.state.shipmentRules.find((rule) => rule.id === product.shipment_rule_id)?.name ?? null,
  };
}

function countryCategories(store: MockStore) {
  return db.state.categories.filter((category) => category.country_id === store.country_id);
}

const catalogue = catalogueHandlers<MockProduct, ProductBody>({
  path: "products",
  rows: () => db.state.products,
  listItem,
  detail,
  errors: (input, existing, store) =>
    productErrors(input, existing, { categories: countryCategories(store), brands: db.state.brands, products: own(store) }),
  toStored: toStoredProduct,
  refuseUpdate: (store) => (store.can_manage_product ? null : fail(403, "Your store is not allowed to manage products")),
  remove: (product) => {
    db.state.products = db.state.products.filter((other) => other.id !== product.id);
    for (const other of db.state.products) other.related_product_ids = other.related_product_ids.filter((id) => id !== product.id);
  },
  related: { related_products: (product) => !product.tool, related_tools: (product) => product.tool },
});

export const productsHandlers = [
  ...catalogue,
  http.get(
    `${VENDOR}/categories/for_product_service`,
    vendor(({ store }) => ok(countryCategories(store).map(({ id, title_en, country_name_en }) => ({ id, title_en, country_name_en })))),
  ),
  http.get(
    `${VENDOR}/brands/by_category`,
    vendor(({ request, store }) => {
      const categoryId = new URL(request.url).searchParams.get("category_id");
      const category = countryCategories(store).find((candidate) => String(candidate.id) === categoryId);
      if (!category) return fail(422, "category_id is invalid", { category_id: ["is invalid"] });
      return ok(
        db.state.brands.filter((brand) => brand.category_titles.includes(category.title_en)).map(({ id, name_en }) => ({ id, name_en })),
      );
    }),
  ),
  http.get(
    `${VENDOR}/brands`,
    vendor(() => ok(db.state.brands.map(({ id, name_en }) => ({ id, name_en })))),
  ),
  http.get(
    `${VENDOR}/shipment_rules`,
    vendor(() => ok(db.state.shipmentRules)),
  ),
  http.get(
    `${VENDOR}/bulk_export`,
    vendor(
      ({ store }) =>
        new HttpResponse(productsCsv(own(store).sort((a, b) => a.id - b.id)), {
          status: 200,
          headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="products.csv"' },
        }),
    ),
  ),
  http.post(
    `${COMMON}/bulk_imports/import`,
    vendor(async ({ request, store }) => {
      const body = await readBody<{ bulk_import?: Record<string, unknown> }>(request);
      const input = body.bulk_import ?? {};
      const text = (field: string) => (typeof input[field] === "string" ? (input[field] as string).trim() : "");
      const errors: Record<string, string[]> = {};
      for (const field of ["file_name", "file_url", "key"]) if (!text(field)) errors[field] = ["can't be blank"];
      if (!["products", "services"].includes(text("data_type"))) errors.data_type = ["is not included in the list"];
      if (text("data_type") === "products" && !["create", "update", "product_creation_via_asin"].includes(text("import_type")))
        errors.import_type = ["is not included in the list"];
      if (text("file_name") && !/\.csv$/i.test(text("file_name"))) errors.file_name = ["must be a csv file"];
      // A services import names the vendor's store (§7).
      if (text("data_type") === "services") {
        if (input.store_id === undefined || input.store_id === null || input.store_id === "") errors.store_id = ["can't be blank"];
        else if (String(input.store_id) !== String(store.id)) errors.store_id = ["is invalid"];
      }
      const refused = invalid(errors);
      if (refused) return refused;
      const job = {
        id: db.nextId(),
        store_id: store.id,
        file_name: text("file_name"),
        file_url: text("file_url"),
        key: text("key"),
        data_type: text("data_type"),
        import_type: text("import_type") || null,
        status: "queued",
        created_at: new Date(db.now()).toISOString(),
      };
      db.state.bulkImports.push(job);
      const { store_id: _store, ...answer } = job;
      return ok(answer, { status: 201, message: "Import queued. You will be notified when it completes." });
    }),
  ),
];
