import { db } from "@/mocks/db";

/** What a test may give a factory: any field but the id, which the database hands out. */
export type Overrides<T> = Partial<Omit<T, "id">>;

/** A store's record in the mock database (the demo vendor's, store 1, unless told). */
export function storeOf(storeId: number | undefined) {
  const store = db.state.stores.find((candidate) => candidate.id === (storeId ?? 1));
  if (!store) throw new Error(`no store ${storeId} in the mock database`);
  return store;
}

/** The server's clock as an ISO date, what the mock stamps a new record with. */
export const nowIso = (): string => new Date(db.now()).toISOString();
