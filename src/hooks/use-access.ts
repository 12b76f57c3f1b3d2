import { useAccessRules } from "@/providers/access/access-control-provider";
import { useStoreQuery } from "./use-store-query";

/**
 * The access decision for the signed-in account, decided again when the store arrives (right after
 * sign-in the header is still loading it). A rule that reads the store's flags cannot answer "no"
 * without a store: `pending` while the first store is on its way, `failed` when it could not be
 * read (the screen says so, with Retry, rather than pretending the screen does not exist).
 */
export function useAccess(resource: string, action: string) {
  const currentAccess = useAccessRules();
  const { query, store } = useStoreQuery();
  const decision = currentAccess(resource, action, store);
  const unknown = !decision.can && decision.reason === "store-permission" && !store;
  return { ...decision, pending: unknown && query.isPending, failed: unknown && query.isError ? query : null };
}
