import { http } from "msw";
import { PAGE_SIZE } from "@/config/constants";
import { storeCollections, type CollectionWire, type StoreCollectionName, type StoreRecord } from "../collections";
import { db } from "../db";
import { API, VENDOR, notFound, ok, ownRecord, paginate, publicRecord, requiredAttributes, vendor } from "../http-kit";
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

/** A store collection the vendor writes: how its records are listed, checked, made and changed. */
export type WritableCollection<T extends StoreRecord> = {
  /** The path below `vendor/`; the list answers under `listKey`. */
  path: string;
  listKey: string;
  /** The body's key (`{banner: {...}}`) and the messages' noun ("Banner created"). */
  key: string;
  noun: string;
  /** The table in the mock database (created records are pushed into it, deleted ones spliced out). */
  rows: () => T[];
  order: (a: T, b: T) => number;
  /** Field errors, Rails style, of a create's or an update's attributes. */
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
  const { path, listKey, key, noun, rows } = collection;
  const url = `${VENDOR}/${path}`;
  return [
    http.get(
      url,
      vendor(({ request, store }) => {
        const own = rows()
          .filter((record) => record.store_id === store.id)
          .sort(collection.order);
        const { items, pagination } = paginate(own, request);
        return ok({ [listKey]: items.map(publicRecord), pagination });
      }),
    ),
    http.get(
      `${url}/:id`,
      vendor(({ params, store }) => {
        const record = ownRecord(rows(), store.id, params.id);
        return record ? ok(publicRecord(record)) : notFound(noun);
      }),
    ),
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
