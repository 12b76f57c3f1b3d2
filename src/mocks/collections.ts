import { USERS_PAGE_SIZE } from "@/config/constants";
import { seedCustomers } from "./seed/customers-seed";

/** A record of one store's collection: what the generic handler scopes and finds by. */
export type StoreRecord = { id: number; store_id: number };

/**
 * How a store collection is served. Each default follows the server's resource-name convention,
 * as the client's API table does (src/providers/data/api-table.ts, which the mock does not import:
 * architecture principle 5).
 */
export type CollectionWire = {
  /** `vendor` (default) or `common`. */
  base?: "vendor" | "common";
  /** Path below the base; the collection's name by default. */
  path?: string;
  /** Key of the list in `data`; the collection's name by default. */
  listKey?: string;
  /** Records per page when a call sends no `records_per_page`; PAGE_SIZE by default. */
  pageSize?: number;
  /** False: the server has no `GET <path>/{id}` for it. */
  detail?: boolean;
};

export type StoreCollection<T extends StoreRecord> = CollectionWire & {
  /** The records `db.state.<name>` starts from (deterministic: fixed clock and seed, src/mocks/random.ts). */
  seed: () => T[];
};

/**
 * The store collections that the generic handler serves read-only
 * (src/mocks/handlers/collection-handlers.ts): each seeds `db.state.<name>` and answers its list
 * and, unless `detail: false`, one record. A read-only resource of the mock API is its seed
 * function (src/mocks/seed/<name>-seed.ts) and one line here.
 */
export const storeCollections = {
  // Store & Users (document 2 §7): `GET users?page=&records_per_page=12` answers `data.customers`; no detail.
  customers: { seed: seedCustomers, path: "users", pageSize: USERS_PAGE_SIZE, detail: false },
} satisfies Record<string, StoreCollection<StoreRecord>>;

export type StoreCollectionName = keyof typeof storeCollections;

export type StoreCollections = { [K in StoreCollectionName]: ReturnType<(typeof storeCollections)[K]["seed"]> };

/** Every store collection's seed, keyed by its name (part of `db.state`). */
export function seedStoreCollections(): StoreCollections {
  return Object.fromEntries(Object.entries(storeCollections).map(([name, collection]) => [name, collection.seed()])) as StoreCollections;
}
