import { useEffect } from "react";
import type { Store } from "@/domain/types";
import { useApiQuery } from "@/hooks/use-api-query";
import { session } from "@/providers/auth/session";

/** Loads the vendor's store with the header (document 1 §7.2) and keeps it: the store persists. */
export function useVendorStore(): Store | null {
  const { query } = useApiQuery<Store>("store");
  const store = query.data?.data ?? null;
  useEffect(() => {
    if (store) session.saveStore(store);
  }, [store]);
  return store ?? session.store();
}
