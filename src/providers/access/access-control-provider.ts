import { createContext, useContext } from "react";
import type { AccessControlProvider } from "@refinedev/core";
import { decideAccess, type AccessDecision, type AccessSubject, type RestrictedHiddenResources } from "@/domain/access";
import { env } from "@/config/env";
import { session } from "@/providers/auth/session";

export type Access = {
  /** The decision for the signed-in account, from the stored session and store (or the store given: the one the server just sent). */
  current: (resource: string, action: string, store?: AccessSubject["store"]) => AccessDecision;
  /** Store flags and the restricted account, for Refine's useCan / CanAccess. */
  provider: AccessControlProvider;
};

/**
 * The access rules of the app's screens. `hiddenFromRestricted` comes from the registry
 * (`restrictedHiddenResources()`, passed in by src/app/app.tsx: the registry's lazy pages ask
 * these rules, so this module must not import it).
 */
export function createAccess(hiddenFromRestricted: RestrictedHiddenResources): Access {
  const current: Access["current"] = (resource, action, store = session.store()) =>
    decideAccess({ uid: session.uid(), store, restrictedUids: env.restrictedUids }, resource, action, hiddenFromRestricted);
  return {
    current,
    provider: {
      can: async ({ resource, action }) => {
        const decision = current(resource ?? "", action);
        return decision.can ? { can: true } : { can: false, reason: decision.reason };
      },
      options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
    },
  };
}

export const AccessContext = createContext<Access | null>(null);

/** The access rules the app provides (`<AccessContext.Provider>` in src/app/app.tsx). */
export function useAccessRules(): Access["current"] {
  const access = useContext(AccessContext);
  if (!access) throw new Error("No access rules: render inside <App> (src/app/app.tsx provides them from the registry).");
  return access.current;
}
