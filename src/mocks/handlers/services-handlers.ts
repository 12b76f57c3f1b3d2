import { http } from "msw";
import { db } from "../db";
import { VENDOR, fail, invalid, notFound, ok, paginate, readBody, vendor } from "../http-kit";
import type { MockStore } from "../seed/shell-seed";
import type { MockProduct } from "../seed/products-seed";
import type { MockService } from "../seed/services-seed";
import { serviceErrors, toStoredService, type ServiceBody } from "./services-write";
import { matchesSearch } from "../text-search";

/**
 * The server's service endpoints (document 2 §7), written from the spec independently of the
 * client: the list with the products' query shape (with_status, uncategorized=true,
 * search_by_name, page, records_per_page), tab counts, CRUD with validation (422) and 404 for
 * another store's or an unknown id, and related services (the active services of the store). The
 * bulk import of services is the one `common/bulk_imports/import` handler in products-handlers.ts.
 */
function own(store: MockStore): MockService[] {
  return db.state.services.filter((service) => service.store_id === store.id);
}

function find(store: MockStore, id: string | undefined): MockService | undefined {
  return db.state.services.find((service) => service.store_id === store.id && String(service.id) === String(id));
}

const ref = ({ id, name_en }: { id: number; name_en: string }) => ({ id, name_en });

function listItem(service: MockService) {
  const { id, name_en, status, featured_image, featured_image_resized } = service;
  return { id, name_en, status, featured_image, featured_image_resized };
}

function detail(service: MockService) {
  const { store_id: _store, category_ids, related_product_ids, related_service_ids, created_at: _created, ...rest } = service;
  const related = related_product_ids
    .map((id) => db.state.products.find((product) => product.id === id))
    .filter((product): product is MockProduct => Boolean(product));
  const categories = category_ids
    .map((id) => db.state.categories.find((category) => category.id === id))
    .filter((category) => category !== undefined);
  return {
    ...rest,
    categories: categories.map(({ id, title_en }) => ({ id, title_en })),
    category_id: category_ids[0] ?? null,
    related_products: related.filter((product) => !product.tool).map(ref),
    related_tools: related.filter((product) => product.tool).map(ref),
    related_services: related_service_ids
      .map((id) => db.state.services.find((other) => other.id === id))
      .filter((other): other is MockService => Boolean(other))
      .map(ref),
  };
}

function filtered(store: MockStore, url: URL): MockService[] {
  const status = url.searchParams.get("with_status");
  const uncategorized = url.searchParams.get("uncategorized") === "true";
  const search = url.searchParams.get("search_by_name") ?? "";
  return own(store)
    .filter((service) => (uncategorized ? service.category_ids.length === 0 : true))
    .filter((service) => (status ? service.status === status : true))
    .filter((service) => matchesSearch(search, service.name_en, service.name_ar))
    .sort((a, b) => b.id - a.id);
}

function save(store: MockStore, body: { service?: ServiceBody }, existing: MockService | null) {
  const input = body.service;
  if (!input || typeof input !== "object") return fail(400, "param is missing or the value is empty: service");
  const lookups = {
    categories: db.state.categories.filter((category) => category.country_id === store.country_id),
    products: db.state.products.filter((product) => product.store_id === store.id),
    services: own(store),
  };
  const refused = invalid(serviceErrors(input, existing, lookups));
  if (refused) return refused;
  const service = toStoredService(input, existing, { storeId: store.id, nextId: () => db.nextId(), now: db.now() });
  if (existing) Object.assign(existing, service);
  else db.state.services.push(service);
  return ok(detail(service), {
    status: existing ? 200 : 201,
    message: existing ? "Service updated successfully" : "Service created successfully",
  });
}

export const servicesHandlers = [
  http.get(
    `${VENDOR}/services/tabs`,
    vendor(({ store }) => {
      const services = own(store);
      return ok({
        active: services.filter((service) => service.status === "active").length,
        inactive: services.filter((service) => service.status === "inactive").length,
        uncategorized: services.filter((service) => service.category_ids.length === 0).length,
      });
    }),
  ),
  http.get(
    `${VENDOR}/services/related_services`,
    vendor(({ store }) =>
      ok(
        own(store)
          .filter((service) => service.status === "active")
          .map(ref),
      ),
    ),
  ),
  http.get(
    `${VENDOR}/services`,
    vendor(({ request, store }) => {
      const { items, pagination } = paginate(filtered(store, new URL(request.url)), request);
      return ok({ services: items.map(listItem), pagination });
    }),
  ),
  http.get(
    `${VENDOR}/services/:id`,
    vendor<{ id: string }>(({ params, store }) => {
      const service = find(store, params.id);
      return service ? ok(detail(service)) : notFound("Service");
    }),
  ),
  http.post(
    `${VENDOR}/services`,
    vendor(async ({ request, store }) => save(store, await readBody(request), null)),
  ),
  http.put(
    `${VENDOR}/services/:id`,
    vendor<{ id: string }>(async ({ request, params, store }) => {
      const service = find(store, params.id);
      if (!service) return notFound("Service");
      return save(store, await readBody(request), service);
    }),
  ),
  http.delete(
    `${VENDOR}/services/:id`,
    vendor<{ id: string }>(({ params, store }) => {
      const service = find(store, params.id);
      if (!service) return notFound("Service");
      if (service.ordered) return fail(422, "Service cannot be deleted because it is on customers' orders");
      db.state.services = db.state.services.filter((other) => other.id !== service.id);
      for (const other of db.state.services) other.related_service_ids = other.related_service_ids.filter((id) => id !== service.id);
      for (const product of db.state.products) product.related_service_ids = product.related_service_ids.filter((id) => id !== service.id);
      return ok({ id: service.id }, { message: "Service deleted successfully" });
    }),
  ),
];
