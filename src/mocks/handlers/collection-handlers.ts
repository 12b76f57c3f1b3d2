import { http } from "msw";
import { PAGE_SIZE } from "@/config/constants";
import { storeCollections, type CollectionWire, type StoreCollectionName, type StoreRecord } from "../collections";
import { db } from "../db";
import { API, notFound, ok, paginate, vendor } from "../http-kit";

/** A record as the server sends it: without the store it belongs to. */
function publicRecord({ store_id: _store, ...rest }: StoreRecord) {
  return rest;
}

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
