import { useCallback } from "react";
import { keys } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { Store } from "@/domain/types";
import { session } from "@/providers/auth/session";
import { useApiQuery } from "./use-api-query";

/** The query key prefix of `useApiQuery("store")` (Refine's custom query: method and operation name). */
const storeQueryKey = () => keys().data("default").mutation("custom").params({ method: "get", url: "store" }).get();

/**
 * The vendor's store (`GET store`, document 2 §7 "Vendor profile") from the query the header
 * shares, with the stored store as a stand-in until it arrives; and `replaceStore`, which puts a
 * store the server answered with (`PATCH store`) in that query and in the session, without a re-read.
 */
export function useStoreQuery<T extends Store = Store>() {
  const { query } = useApiQuery<T>("store");
  const queryClient = useQueryClient();
  const replaceStore = useCallback(
    (store: T) => {
      queryClient.setQueriesData<{ data: T }>({ queryKey: storeQueryKey() }, (previous) => ({ ...(previous ?? {}), data: store }));
      session.saveStore(store);
    },
    [queryClient],
  );
  return { query, store: query.data?.data ?? (session.store() as T | null) ?? null, replaceStore };
}
