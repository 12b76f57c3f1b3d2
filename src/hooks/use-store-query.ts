import { createContext, useCallback, useContext, useEffect, useMemo } from "react";
import { keys } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { Store } from "@/domain/types";
import { session } from "@/providers/auth/session";
import { useApiQuery } from "./use-api-query";

/** The query key prefix of `useApiQuery("store")` (Refine's custom query: method and operation name). */
const storeQueryKey = () => keys().data("default").mutation("custom").params({ method: "get", url: "store" }).get();

/**
 * The vendor's store (`GET store`, document 1 §7.2 and document 2 §7 "Vendor profile"), read when
 * the signed-in shell opens, which provides it (src/app/layout/vendor-layout.tsx), and again by the
 * screens that show it (`useFreshStore`): the stored store
 * stands in until it arrives, and each answer is kept in the session (the store persists).
 * `replaceStore` puts a store the server answered with (`PATCH store`) in that query and in the
 * session, without a re-read.
 */
export function useStoreQuerySource<T extends Store = Store>() {
  const { query } = useApiQuery<T>("store");
  const queryClient = useQueryClient();
  const fetched = query.data?.data;
  // The stored store stands in until the answer comes, read once per answer (each read parses a new object).
  const store = useMemo(() => fetched ?? (session.store() as T | null), [fetched]);
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
 * every screen and row, and the screens that read a flag or the country), rather than one Refine
 * query hook per caller: each costs a render of its own.
 */
export function useStoreQuery<T extends Store = Store>(): StoreQuery<T> {
  const shared = useContext(VendorStoreContext);
  if (!shared) throw new Error("No store: render inside the signed-in shell (src/app/layout/vendor-layout.tsx provides it).");
  return shared as unknown as StoreQuery<T>;
}

/**
 * The store for a screen that shows it (store details, edit store, the shop preview): read again
 * when the screen opens (its own observer of the same query: React Query refetches on mount, and
 * the shell's copy follows), so a product or banner added since, or a flag an admin changed, shows.
 */
export function useFreshStore<T extends Store = Store>(): StoreQuery<T> {
  const { replaceStore } = useStoreQuery<T>();
  const { query } = useApiQuery<T>("store");
  return { query, store: query.data?.data ?? null, replaceStore };
}
