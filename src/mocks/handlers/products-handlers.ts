import { http, HttpResponse } from "msw";
import { db } from "../db";
import { COMMON, VENDOR, fail, invalid, notFound, ok, paginate, readBody, vendor } from "../http-kit";
import type { MockStore } from "../seed/shell-seed";
import type { MockProduct } from "../seed/products-seed";
import { productsCsv } from "./products-export";
import { productErrors, toStoredProduct, type ProductBody } from "./products-write";
import { matchesSearch } from "../text-search";

/**
 * The server's product endpoints (document 2 §7), written from the spec independently of the
 * client: the list with its filters, tab counts, CRUD with required-field validation (422) and
 * `_destroy` on variants, related items, categories of the store's country, brands, shipment
 * rules, the CSV export and the bulk import (accepted as a queued job).
 */
function own(store: MockStore): MockProduct[] {
  return db.state.products.filter((product) => product.store_id === store.id);
}

function find(store: MockStore, id: string | undefined): MockProduct | undefined {
  return db.state.products.find((product) => product.store_id === store.id && String(product.id) === String(id));
}

const ref = (product: MockProduct) => ({ id: product.id, name_en: product.name_en });

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
  const { store_id: _store, category_ids, keywords, related_product_ids, related_service_ids, created_at: _created, ...rest } = product;
  const related = related_product_ids
    .map((id) => db.state.products.find((other) => other.id === id))
    .filter((other): other is MockProduct => Boolean(other));
  const categories = category_ids
    .map((id) => db.state.categories.find((category) => category.id === id))
    .filter((category) => category !== undefined);
  return {
    ...rest,
    ...listItem(product),
    categories: categories.map(({ id, title_en }) => ({ id, title_en })),
    category_id: category_ids[0] ?? null,
    keywords: keywords.map((name) => ({ name })),
    brand_name_en: db.state.brands.find((brand) => brand.id === product.brand_id)?.name_en ?? null,
    shipment_rule_name: db.state.shipmentRules.find((rule) => rule.id === product.shipment_rule_id)?.name ?? null,
    related_products: related.filter((other) => !other.tool).map(ref),
    related_tools: related.filter((other) => other.tool).map(ref),
    related_services: related_service_ids
      .map((id) => serviceCatalogue().find((service) => service.id === id))
      .filter((service) => service !== undefined)
      .map(({ id, name_en }) => ({ id, name_en })),
  };
}

function filtered(store: MockStore, url: URL): MockProduct[] {
  const status = url.searchParams.get("with_status");
  const uncategorized = url.searchParams.get("uncategorized") === "true";
  const search = url.searchParams.get("search_by_name") ?? "";
  return own(store)
    .filter((product) => (uncategorized ? product.category_ids.length === 0 : true))
    .filter((product) => (status ? product.status === status : true))
    .filter((product) => matchesSearch(search, product.name_en, product.name_ar))
    .sort((a, b) => b.id - a.id);
}

function countryCategories(store: MockStore) {
  return db.state.categories.filter((category) => category.country_id === store.country_id);
}

const related = (store: MockStore, tool: boolean) =>
  own(store)
    .filter((product) => product.tool === tool && product.status === "active")
    .map(ref);

function save(store: MockStore, body: { product?: ProductBody }, existing: MockProduct | null) {
  const input = body.product;
  if (!input || typeof input !== "object") return fail(400, "param is missing or the value is empty: product");
  const refused = invalid(
    productErrors(input, existing, { categories: countryCategories(store), brands: db.state.brands, products: own(store) }),
  );
  if (refused) return refused;
  const product = toStoredProduct(input, existing, { storeId: store.id, nextId: () => db.nextId(), now: db.now() });
  if (existing) Object.assign(existing, product);
  else db.state.products.push(product);
  return ok(detail(product), {
    status: existing ? 200 : 201,
    message: existing ? "Product updated successfully" : "Product created successfully",
  });
}

export const productsHandlers = [
  http.get(
    `${VENDOR}/products/tabs`,
    vendor(({ store }) => {
      const products = own(store);
      return ok({
        active: products.filter((product) => product.status === "active").length,
        inactive: products.filter((product) => product.status === "inactive").length,
        uncategorized: products.filter((product) => product.category_ids.length === 0).length,
      });
    }),
  ),
  http.get(
    `${VENDOR}/products/related_products`,
    vendor(({ store }) => ok(related(store, false))),
  ),
  http.get(
    `${VENDOR}/products/related_tools`,
    vendor(({ store }) => ok(related(store, true))),
  ),
  http.get(
    `${VENDOR}/products`,
    vendor(({ request, store }) => {
      const { items, pagination } = paginate(filtered(store, new URL(request.url)), request);
      return ok({ products: items.map(listItem), pagination });
    }),
  ),
  http.get(
    `${VENDOR}/products/:id`,
    vendor<{ id: string }>(({ params, store }) => {
      const product = find(store, params.id);
      return product ? ok(detail(product)) : notFound("Product");
    }),
  ),
  http.post(
    `${VENDOR}/products`,
    vendor(async ({ request, store }) => save(store, await readBody(request), null)),
  ),
  http.put(
    `${VENDOR}/products/:id`,
    vendor<{ id: string }>(async ({ request, params, store }) => {
      const product = find(store, params.id);
      if (!product) return notFound("Product");
      if (!store.can_manage_product) return fail(403, "Your store is not allowed to manage products");
      return save(store, await readBody(request), product);
    }),
  ),
  http.delete(
    `${VENDOR}/products/:id`,
    vendor<{ id: string }>(({ params, store }) => {
      const product = find(store, params.id);
      if (!product) return notFound("Product");
      if (product.ordered) return fail(422, "Product cannot be deleted because it is on customers' orders");
      db.state.products = db.state.products.filter((other) => other.id !== product.id);
      for (const other of db.state.products) other.related_product_ids = other.related_product_ids.filter((id) => id !== product.id);
      return ok({ id: product.id }, { message: "Product deleted successfully" });
    }),
  ),
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
