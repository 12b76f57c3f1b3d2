import type { ResourceProps } from "@refinedev/core";
import { dashboardResource } from "./dashboard";
import { shopBannersResource } from "./shop-banners";
import { bannersResource } from "./banners";
import { menuItemsResource } from "./menu-items";
import { couponsResource } from "./coupons";
import { routeFor, type ScreenDefinition } from "./define-resource";
import { disputesResource } from "./disputes";
import { ordersResource } from "./orders";
import { productsResource } from "./products";
import { servicesResource } from "./services";
import { returnsResource } from "./returns";
import { profileResource } from "./profile";
import { usersResource } from "./users";
import { emailsResource } from "./emails";
import { reportsResource } from "./reports";
import { shopResource } from "./shop";

/**
 * Every signed-in screen, once, in sidebar order (document 1 §2.3): Dashboard, Products, Services,
 * Orders, Coupons, Returns, Disputes, Banners, Store & Users, Reports; the Shop tab on top.
 * Refine's resources and the route tree are both generated from this list.
 */
export const registry: ScreenDefinition[] = [
  dashboardResource,
  productsResource,
  servicesResource,
  ordersResource,
  couponsResource,
  returnsResource,
  disputesResource,
  bannersResource,
  shopBannersResource,
  menuItemsResource,
  profileResource,
  usersResource,
  emailsResource,
  reportsResource,
  shopResource,
];

export function refineResources(definitions: ScreenDefinition[] = registry): ResourceProps[] {
  return definitions.map((definition) => ({
    name: definition.name,
    list: routeFor(definition, "list")?.path,
    show: routeFor(definition, "show")?.path,
    create: routeFor(definition, "create")?.path,
    edit: routeFor(definition, "edit")?.path,
    meta: { label: definition.labelKey, canDelete: true },
  }));
}

/** The screens whose entry hides them from the designated restricted account (`restrictedAccount: "hidden"`). */
export function restrictedHiddenResources(definitions: ScreenDefinition[] = registry): string[] {
  return definitions.filter((definition) => definition.restrictedAccount === "hidden").map((definition) => definition.name);
}
