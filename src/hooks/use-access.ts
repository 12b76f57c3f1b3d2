import { useAccessRules } from "@/providers/access/access-control-provider";
import { useStoreQuery } from "./use-store-query";

/**
 * The access decision for the signed-in account, decided again when the store arrives (right after
 * sign-in the header is still loading it). `pending`: a rule that reads the store's flags is
 * waiting for the first store, so the answer "no" is not known yet.
 */
export function useAccess(resource: string, action: string) {
  const currentAccess = useAccessRules();
  const { query, store } = useStoreQuery();
  const decision = currentAccess(resource, action, store);
  const pending = !decision.can && decision.reason === "store-permission" && !store && query.isPending;
  return { ...decision, pending };
}
