import { http, type HttpResponseResolver, type PathParams } from "msw";
import { PAGE_SIZE } from "@/config/constants";
import { storeCollections, type CollectionWire, type StoreCollectionName, type StoreRecord } from "../collections";
import { db } from "../db";
import { API, notFound, ok, ownRecord, paginate, publicRecord, requiredAttributes, vendor, type AuthedContext } from "../http-kit";
import type { MockStore } from "../seed/shell-seed";

/**
 * The read-only endpoints of one store collection `db.state[name]`, behind `vendor` (401 without a
 * session, 403 without a store; the fault injector answers first when a test chose a fault):
 * - `GET <base>/<path>?page=&records_per_page=`: the signed-in vendor's own records in stored
 *   order, `data: {<listKey>: [...], pagination: {page, total_pages}}`;
 * - `GET <base>/<path>/{id}` (unless `detail: false`): one of them; 404 for another store's id or none.
 */
export function collectionHandlers(name: StoreCollectionName, wire: CollectionWire = {}) {
  const { base = "vendor", path = name, listKey = name, pageSize = PAGE_SIZE, detail = true } = wire;
  const url = `${API}/${base}/${path}`;
  const own = (storeId: number) => (db.state[name] as StoreRecord[]).filter((record) => record.store_id === storeId);
  const list = http.get(
    url,
    vendor(({ request, store }) => {
      const { items, pagination } = paginate(own(store.id), request, pageSize);
      return ok({ [listKey]: items.map(publicRecord), pagination });
    }),
  );
  if (!detail) return [list];
  const one = http.get(
    `${url}/:id`,
    vendor(({ params, store }) => {
      const record = own(store.id).find((candidate) => String(candidate.id) === String(params.id));
      return record ? ok(publicRecord(record)) : notFound();
    }),
  );
  return [list, one];
}

/** The handlers of every collection of src/mocks/collections.ts. */
export const storeCollectionHandlers = (Object.keys(storeCollections) as StoreCollectionName[]).flatMap((name) => {
  // Without its seed, an entry that keeps every default is `{}` (TypeScript refuses `{seed}` as a CollectionWire: no property in common).
  const { seed: _seed, ...wire } = storeCollections[name];
  return collectionHandlers(name, wire);
});

type Attributes = Record<string, unknown>;
type VendorResolver = (context: AuthedContext<PathParams> & { store: MockStore }) => Response | Promise<Response>;
type Page<T> = { items: T[]; pagination: { page: number; total_pages: number } };

/** Rails' names of the resource at `url`: its list key (`shop_banners`), body key (`shop_banner`) and noun ("Shop banner"). */
function railsNames(url: string) {
  const name = url.slice(url.lastIndexOf("/") + 1);
  const key = name.slice(0, -1);
  return { name, key, noun: `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/_/g, " ")}` };
}

/** How a store's records are read. The list key and the 404's noun follow the URL, as Rails names them. */
export type ReadableCollection<T extends StoreRecord> = {
  /** The list's URL; a record's is `<url>/{id}`. */
  url: string;
  /** When the list's key is not the URL's last segment. */
  listKey?: string;
  /** The table in the mock database. */
  rows: () => T[];
  /** The page the list answers, of the store's own records. */
  page: (own: T[], request: Request) => Page<T>;
  /** A record as the list and the detail answer it; without its store by default. */
  listItem?: (record: T) => unknown;
  detail?: (record: T) => unknown;
  /** What stands before the handler: `vendor` (401, 403) unless the endpoint asks more. */
  guard?: (resolver: VendorResolver) => HttpResponseResolver<PathParams>;
};

/** A store's list and its records, behind `guard`: 404 for another store's or an unknown id. */
export function readableCollectionHandlers<T extends StoreRecord>(collection: ReadableCollection<T>) {
  const { url, rows, page, listItem = publicRecord, detail = publicRecord, guard = vendor } = collection;
  const { name, noun } = railsNames(url);
  return [
    http.get(
      url,
      guard(({ request, store }) => {
        const { items, pagination } = page(
          rows().filter((record) => record.store_id === store.id),
          request,
        );
        return ok({ [collection.listKey ?? name]: items.map(listItem), pagination });
      }),
    ),
    http.get(
      `${url}/:id`,
      guard(({ params, store }) => {
        const record = ownRecord(rows(), store.id, params.id);
        return record ? ok(detail(record)) : notFound(noun);
      }),
    ),
  ];
}

/** A store collection the vendor also writes: how its records are checked, made and changed. */
export type WritableCollection<T extends StoreRecord> = Omit<ReadableCollection<T>, "page" | "listItem" | "detail" | "guard"> & {
  order: (a: T, b: T) => number;
  /** Field errors, Rails style, of a create's or an update's attributes (sent as `{<key>: {...}}`). */
  errors: (body: Attributes) => Record<string, string[]>;
  create: (body: Attributes, store: MockStore, id: number) => T;
  update: (record: T, body: Attributes) => void;
};

/**
 * A writable store collection's endpoints behind `vendor`: the paginated list in `order`, read,
 * create (201), update (PUT) and delete, with the collection's checks (400 without the body's key,
 * 422 with field errors) and 404 for another store's or an unknown id.
 */
export function writableCollectionHandlers<T extends StoreRecord>(collection: WritableCollection<T>) {
  const { url, rows } = collection;
  const { key, noun } = railsNames(url);
  return [
    ...readableCollectionHandlers({ ...collection, page: (own, request) => paginate(own.sort(collection.order), request) }),
    http.post(
      url,
      vendor(async ({ request, store }) => {
        const body = await requiredAttributes(request, key, collection.errors);
        if (body instanceof Response) return body;
        const record = collection.create(body, store, db.nextId());
        rows().push(record);
        return ok(publicRecord(record), { status: 201, message: `${noun} created` });
      }),
    ),
    http.put(
      `${url}/:id`,
      vendor(async ({ request, params, store }) => {
        const record = ownRecord(rows(), store.id, params.id);
        if (!record) return notFound(noun);
        const body = await requiredAttributes(request, key, collection.errors);
        if (body instanceof Response) return body;
        collection.update(record, body);
        return ok(publicRecord(record), { message: `${noun} updated` });
      }),
    ),
    http.delete(
      `${url}/:id`,
      vendor(({ params, store }) => {
        const record = ownRecord(rows(), store.id, params.id);
        if (!record) return notFound(noun);
        rows().splice(rows().indexOf(record), 1);
        return ok(publicRecord(record), { message: `${noun} deleted` });
      }),
    ),
  ];
}
