import { describe, expect, it } from "vitest";
import { canRejectOrder, decideAccess as decide, isRestrictedAccount, type AccessSubject } from "@/domain/access";
import { registry, restrictedHiddenResources } from "@/resources/registry";
import { greetingName, loginDestination } from "@/domain/user";

const restrictedUids = ["restricted@demo.test"];
const flags = { can_manage_product: true, can_reject_order: true };
const hidden = restrictedHiddenResources();
const decideAccess = (subject: AccessSubject, resource: string, action: string) => decide(subject, resource, action, hidden);

describe("access rules", () => {
  it("recognises the designated account case-insensitively", () => {
    expect(isRestrictedAccount("Restricted@Demo.test ", restrictedUids)).toBe(true);
    expect(isRestrictedAccount("vendor@demo.test", restrictedUids)).toBe(false);
    expect(isRestrictedAccount(null, restrictedUids)).toBe(false);
  });
  it("hides Services, Orders, Coupons, Returns, Disputes and Reports from it, and the spec's other screens not", () => {
    const restricted = { uid: "restricted@demo.test", store: flags, restrictedUids };
    // The spec's decisions (document 1 §6, document 2 §6); a screen added later decides in its own registry entry.
    for (const resource of ["services", "orders", "coupons", "refunds", "disputes", "reports"]) {
      expect(decideAccess(restricted, resource, "list")).toEqual({ can: false, reason: "restricted" });
      expect(decideAccess(restricted, resource, "show").can).toBe(false);
    }
    for (const resource of ["dashboard", "products", "banners", "shop_banners", "menu_items", "profile", "users", "emails", "shop"]) {
      expect(decideAccess(restricted, resource, "list").can).toBe(true);
    }
    for (const definition of registry) {
      expect(decideAccess(restricted, definition.name, "list").can, definition.name).toBe(definition.restrictedAccount === "shown");
    }
    expect(decideAccess({ uid: "vendor@demo.test", store: flags, restrictedUids }, "orders", "list").can).toBe(true);
  });
  it("lets only stores with can_manage_product edit products", () => {
    expect(decideAccess({ uid: "a", store: flags, restrictedUids }, "products", "edit").can).toBe(true);
    expect(decideAccess({ uid: "a", store: { ...flags, can_manage_product: false }, restrictedUids }, "products", "edit")).toEqual({
      can: false,
      reason: "store-permission",
    });
    expect(decideAccess({ uid: "a", store: null, restrictedUids }, "products", "edit").can).toBe(false);
    expect(decideAccess({ uid: "a", store: { ...flags, can_manage_product: false }, restrictedUids }, "products", "show").can).toBe(true);
  });
  it("reads can_reject_order", () => {
    expect(canRejectOrder(flags)).toBe(true);
    expect(canRejectOrder({ ...flags, can_reject_order: false })).toBe(false);
    expect(canRejectOrder(null)).toBe(false);
  });
});

describe("user rules", () => {
  it("greets with the English first name, falling back to the last name", () => {
    expect(greetingName({ first_name_en: "Aisha", last_name_en: "Rahman" })).toBe("Aisha");
    expect(greetingName({ first_name_en: "  ", last_name_en: "Haddad" })).toBe("Haddad");
  });
  it("sends vendors to /vendor, customers to wizard step 2 and refuses admins", () => {
    expect(loginDestination(["vendor"])).toEqual({ kind: "vendor" });
    expect(loginDestination(["customer"])).toEqual({ kind: "wizard", step: 2 });
    expect(loginDestination(["admin"])).toEqual({ kind: "refused" });
    expect(loginDestination([])).toEqual({ kind: "refused" });
  });
});
