import type { AccessControlProvider } from "@refinedev/core";
import { decideAccess, type AccessDecision, type AccessSubject } from "@/domain/access";
import { env } from "@/config/env";
import { session } from "@/providers/auth/session";

/** The decision for the signed-in account, from the stored session and store (or the store given: the one the server just sent). */
export function currentAccess(resource: string, action: string, store: AccessSubject["store"] = session.store()): AccessDecision {
  return decideAccess({ uid: session.uid(), store, restrictedUids: env.restrictedUids }, resource, action);
}

/** Store flags and the restricted account, for Refine's useCan / CanAccess and the route guards. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const decision = currentAccess(resource ?? "", action);
    return decision.can ? { can: true } : { can: false, reason: decision.reason };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
