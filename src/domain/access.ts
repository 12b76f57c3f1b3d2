import type { Store } from "./types";

export function isRestrictedAccount(uid: string | null | undefined, restrictedUids: readonly string[]): boolean {
  if (!uid) return false;
  return restrictedUids.includes(uid.trim().toLowerCase());
}

export type AccessSubject = {
  uid: string | null;
  store: Pick<Store, "can_manage_product" | "can_reject_order"> | null;
  restrictedUids: readonly string[];
};

/**
 * The screens the designated restricted account never sees (document 1 §6, document 2 §6): the
 * names whose registry entry says `restrictedAccount: "hidden"` (src/resources/registry.ts,
 * `restrictedHiddenResources`; the app passes them in, as this module imports nothing of the app).
 */
export type RestrictedHiddenResources = readonly string[];

export type AccessAction = "list" | "show" | "create" | "edit" | "delete" | string;

export type AccessDecision = { can: true } | { can: false; reason: "restricted" | "store-permission" };

/** One decision for every screen and action; the sidebar and the route guards both ask it. */
export function decideAccess(
  subject: AccessSubject,
  resource: string,
  action: AccessAction,
  hiddenFromRestricted: RestrictedHiddenResources,
): AccessDecision {
  if (isRestrictedAccount(subject.uid, subject.restrictedUids) && hiddenFromRestricted.includes(resource)) {
    return { can: false, reason: "restricted" };
  }
  if (resource === "products" && action === "edit" && !canManageProduct(subject.store)) {
    return { can: false, reason: "store-permission" };
  }
  return { can: true };
}

export function canManageProduct(store: AccessSubject["store"]): boolean {
  return store?.can_manage_product === true;
}

export function canRejectOrder(store: AccessSubject["store"]): boolean {
  return store?.can_reject_order === true;
}
