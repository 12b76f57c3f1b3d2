import type { Store } from "./types";

/** Resources the designated restricted account never sees (document 1 §6, document 2 §6). */
export const RESTRICTED_HIDDEN_RESOURCES = ["services", "orders", "coupons", "refunds", "disputes", "reports"] as const;

/**
 * The screens the restricted account does see. Every screen of the registry is in exactly one of
 * the two lists (tests/unit/resource-declarations.test.ts): a new screen is a decision, not a default.
 */
export const RESTRICTED_SHOWN_RESOURCES = [
  "dashboard",
  "products",
  "banners",
  "shop_banners",
  "menu_items",
  "profile",
  "users",
  "emails",
  "shop",
] as const;

export function isRestrictedAccount(uid: string | null | undefined, restrictedUids: readonly string[]): boolean {
  if (!uid) return false;
  return restrictedUids.includes(uid.trim().toLowerCase());
}

export type AccessSubject = {
  uid: string | null;
  store: Pick<Store, "can_manage_product" | "can_reject_order"> | null;
  restrictedUids: readonly string[];
};

export type AccessAction = "list" | "show" | "create" | "edit" | "delete" | string;

export type AccessDecision = { can: true } | { can: false; reason: "restricted" | "store-permission" };

/** One decision for every screen and action; the sidebar and the route guards both ask it. */
export function decideAccess(subject: AccessSubject, resource: string, action: AccessAction): AccessDecision {
  if (isRestrictedAccount(subject.uid, subject.restrictedUids) && (RESTRICTED_HIDDEN_RESOURCES as readonly string[]).includes(resource)) {
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
