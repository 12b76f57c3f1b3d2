import { http } from "msw";
import { db } from "../db";
import { VENDOR, fail, invalid, notFound, ok, paginate, readBody, vendor } from "../http-kit";
import type { MockStore } from "../seed/shell-seed";
import { matchesSearch } from "../text-search";
import type { WriteContext } from "./catalogue-body";

/** What the products' and services' rows have in common (the list, tabs and search read these). */
type CatalogueRecord = {
  id: number;
  store_id: number;
  status: "active" | "inactive";
  category_ids: number[];
  name_en: string;
  name_ar: string;
  /** On customers' orders: deleting it is refused (the demo marks one per store). */
  ordered?: boolean;
};

/** A related item as the server names it. */
const nameRef = ({ id, name_en }: { id: number; name_en: string }) => ({ id, name_en });

/** What a product's or service's row keeps beyond the list's fields: its links, as the write body sends them. */
type StoredLinks = { category_ids: number[]; related_product_ids: number[]; related_service_ids: number[]; created_at: string };

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * The detail of a product or service as the server answers it: the stored fields but the store
 * and the id lists, which come back as categories and related products, tools and services by
 * name (`services`: where the related services are looked up).
 */
export function catalogueDetail<T extends CatalogueRecord & StoredLinks>(record: T, services: readonly { id: number; name_en: string }[]) {
  const { store_id: _store, category_ids, related_product_ids, related_service_ids, created_at: _created, ...rest } = record;
  const related = related_product_ids.map((id) => db.state.products.find((product) => product.id === id)).filter(defined);
  return {
    ...rest,
    categories: category_ids
      .map((id) => db.state.categories.find((category) => category.id === id))
      .filter(defined)
      .map(({ id, title_en }) => ({ id, title_en })),
    category_id: category_ids[0] ?? null,
    related_products: related.filter((product) => !product.tool).map(nameRef),
    related_tools: related.filter((product) => product.tool).map(nameRef),
    related_services: related_service_ids
      .map((id) => services.find((service) => service.id === id))
      .filter(defined)
      .map(nameRef),
  };
}

type Catalogue<T extends CatalogueRecord, B> = {
  /** The path segment; the body's key and the messages' noun are its singular (`product`, "Product"). */
  path: "products" | "services";
  /** The table in the mock database (rows are pushed into it). */
  rows: () => T[];
  listItem: (record: T) => unknown;
  detail: (record: T) => unknown;
  /** Field errors, Rails style, of a create (`existing` null) or an update. */
  errors: (input: B, existing: T | null, store: MockStore) => Record<string, string[]>;
  toStored: (input: B, existing: T | null, context: WriteContext) => T;
  /** A refusal of the update before the body is read (a store not allowed to manage them). */
  refuseUpdate?: (store: MockStore) => Response | null;
  /** Removes the record and every link to it. */
  remove: (record: T) => void;
  /**
   * The lists of related items under the path (`products/related_tools`): the store's active
   * records this picks, as `{id, name_en}`.
   */
  related: Record<string, (record: T) => boolean>;
};

/**
 * A catalogue's endpoints (document 2 §7), the same for products and services: tab counts, the
 * list (`with_status`, `uncategorized=true`, `search_by_name`, page, records_per_page; newest
 * first), the detail, create and update with validation (422) and delete; 404 for another store's
 * or an unknown id.
 */
export function catalogueHandlers<T extends CatalogueRecord, B>(catalogue: Catalogue<T, B>) {
  const { path } = catalogue;
  const key = path.slice(0, -1);
  const noun = key.charAt(0).toUpperCase() + key.slice(1);
  const own = (store: MockStore) => catalogue.rows().filter((record) => record.store_id === store.id);
  const find = (store: MockStore, id: string | undefined) => own(store).find((record) => String(record.id) === String(id));

  function filtered(store: MockStore, url: URL): T[] {
    const status = url.searchParams.get("with_status");
    const uncategorized = url.searchParams.get("uncategorized") === "true";
    const search = url.searchParams.get("search_by_name") ?? "";
    return own(store)
      .filter((record) => (uncategorized ? record.category_ids.length === 0 : true))
      .filter((record) => (status ? record.status === status : true))
      .filter((record) => matchesSearch(search, record.name_en, record.name_ar))
      .sort((a, b) => b.id - a.id);
  }

  function save(store: MockStore, body: Record<string, unknown>, existing: T | null) {
    const input = body[key] as B | undefined;
    if (!input || typeof input !== "object") return fail(400, `param is missing or the value is empty: ${key}`);
    const refused = invalid(catalogue.errors(input, existing, store));
    if (refused) return refused;
    const record = catalogue.toStored(input, existing, { storeId: store.id, nextId: () => db.nextId(), now: db.now() });
    if (existing) Object.assign(existing, record);
    else catalogue.rows().push(record);
    return ok(catalogue.detail(record), {
      status: existing ? 200 : 201,
      message: `${noun} ${existing ? "updated" : "created"} successfully`,
    });
  }

  return [
    http.get(
      `${VENDOR}/${path}/tabs`,
      vendor(({ store }) => {
        const records = own(store);
        return ok({
          active: records.filter((record) => record.status === "active").length,
          inactive: records.filter((record) => record.status === "inactive").length,
          uncategorized: records.filter((record) => record.category_ids.length === 0).length,
        });
      }),
    ),
    // Before `:id`, which would take the name for an id.
    ...Object.entries(catalogue.related).map(([name, picks]) =>
      http.get(
        `${VENDOR}/${path}/${name}`,
        vendor(({ store }) =>
          ok(
            own(store)
              .filter((record) => record.status === "active" && picks(record))
              .map(nameRef),
          ),
        ),
      ),
    ),
    http.get(
      `${VENDOR}/${path}`,
      vendor(({ request, store }) => {
        const { items, pagination } = paginate(filtered(store, new URL(request.url)), request);
        return ok({ [path]: items.map(catalogue.listItem), pagination });
      }),
    ),
    http.get(
      `${VENDOR}/${path}/:id`,
      vendor<{ id: string }>(({ params, store }) => {
        const record = find(store, params.id);
        return record ? ok(catalogue.detail(record)) : notFound(noun);
      }),
    ),
    http.post(
      `${VENDOR}/${path}`,
      vendor(async ({ request, store }) => save(store, await readBody(request), null)),
    ),
    http.put(
      `${VENDOR}/${path}/:id`,
      vendor<{ id: string }>(async ({ request, params, store }) => {
        const record = find(store, params.id);
        if (!record) return notFound(noun);
        return catalogue.refuseUpdate?.(store) ?? save(store, await readBody(request), record);
      }),
    ),
    http.delete(
      `${VENDOR}/${path}/:id`,
      vendor<{ id: string }>(({ params, store }) => {
        const record = find(store, params.id);
        if (!record) return notFound(noun);
        // The demo's record that sits on customers' orders (seeded by markOrdered) cannot go.
        if (record.ordered) return fail(422, `${noun} cannot be deleted because it is on customers' orders`);
        catalogue.remove(record);
        return ok({ id: record.id }, { message: `${noun} deleted successfully` });
      }),
    ),
  ];
}
