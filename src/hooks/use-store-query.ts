import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { keys } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { Store } from "@/domain/types";
import { session } from "@/providers/auth/session";
import { useApiQuery } from "./use-api-query";

/** The query key prefix of `useApiQuery("store")` (Refine's custom query: method and operation name). */
const storeQueryKey = () => keys().data("default").mutation("custom").params({ method: "get", url: "store" }).get();

/**
 * The vendor's store (`GET store`, document 1 §7.2 and document 2 §7 "Vendor profile"), read once
 * for the signed-in shell, which provides it (src/app/layout/vendor-layout.tsx): the stored store
 * stands in until it arrives, and each answer is kept in the session (the store persists).
 * `replaceStore` puts a store the server answered with (`PATCH store`) in that query and in the
 * session, without a re-read.
 */
export function useStoreQuerySource<T extends Store = Store>() {
  const { query } = useApiQuery<T>("store");
  const queryClient = useQueryClient();
  const fetched = query.data?.data;
  // The stored store, read once (each read parses a new object). While the answer is the same store,
  // the one on show stays the same object: nothing that shows it renders again.
  const [stored] = useState(() => session.store() as T | null);
  const store = useMemo(
    () => (fetched && JSON.stringify(fetched) !== JSON.stringify(stored) ? fetched : (stored ?? fetched ?? null)),
    [fetched, stored],
  );
  useEffect(() => {
    if (fetched) session.saveStore(fetched);
  }, [fetched]);
  const replaceStore = useCallback(
    (store: T) => {
      queryClient.setQueriesData<{ data: T }>({ queryKey: storeQueryKey() }, (previous) => ({ ...(previous ?? {}), data: store }));
      session.saveStore(store);
    },
    [queryClient],
  );
  return { query, store, replaceStore };
}

export type StoreQuery<T extends Store = Store> = ReturnType<typeof useStoreQuerySource<T>>;

export const VendorStoreContext = createContext<StoreQuery | null>(null);

/**
 * The store query the signed-in shell shares (one subscription for the header, the access rules of
 * every screen and row, and the screens that read the store), rather than one Refine query hook per
 * caller: each costs a render of its own.
 */
export function useStoreQuery<T extends Store = Store>(): StoreQuery<T> {
  const shared = useContext(VendorStoreContext);
  if (!shared) throw new Error("No store: render inside the signed-in shell (src/app/layout/vendor-layout.tsx provides it).");
  return shared as unknown as StoreQuery<T>;
}
