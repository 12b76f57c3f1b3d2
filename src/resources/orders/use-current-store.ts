import type { Store } from "@/domain/types";
import { useApiQuery } from "@/hooks/use-api-query";
import { session } from "@/providers/auth/session";

/**
 * The vendor's store as the header loaded it (shared query cache), falling back to the stored
 * one: its flags (can_reject_order) and its currency.
 */
export function useCurrentStore(): Store | null {
  const { query } = useApiQuery<Store>("store");
  return query.data?.data ?? session.store();
}
