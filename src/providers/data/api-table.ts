import { ordersApi } from "./api/orders";
import { shellApi } from "./api/shell";
import { couponsApi } from "./api/coupons";
import { bannersApi } from "./api/banners";
import { shopBannersApi } from "./api/shop-banners";
import { menuItemsApi } from "./api/menu-items";
import { onboardingApi } from "./api/onboarding";
import { productsApi } from "./api/products";
import { servicesApi } from "./api/services";
import { returnsApi } from "./api/returns";
import { disputesApi } from "./api/disputes";
import { usersApi } from "./api/users";
import { reportsApi } from "./api/reports";
import { PAGE_SIZE } from "@/config/constants";
import type { ApiArea, ApiOperation, ApiResource, ApiResourceEntry } from "./api/types";

export type { ApiOperation, ApiResource } from "./api/types";

/**
 * The one place that knows the wire format: every resource and every other call, keyed by name.
 * An area adds one file under ./api and one line here (see docs/adding-a-resource.md).
 */
const areas: ApiArea[] = [
  shellApi,
  couponsApi,
  bannersApi,
  shopBannersApi,
  menuItemsApi,
  productsApi,
  servicesApi,
  ordersApi,
  returnsApi,
  disputesApi,
  onboardingApi,
  usersApi,
  reportsApi,
];

/** An entry with its defaults filled in: base `vendor`, path and list key the resource's name, the app's page size. */
export function withDefaults(name: string, entry: ApiResourceEntry): ApiResource {
  return { base: "vendor", path: name, listKey: name, pageSize: PAGE_SIZE, ...entry };
}

export const apiResources: Record<string, ApiResource> = Object.fromEntries(
  areas.flatMap((area) => Object.entries(area.resources ?? {})).map(([name, entry]) => [name, withDefaults(name, entry)]),
);
export const apiOperations: Record<string, ApiOperation> = Object.assign({}, ...areas.map((a) => a.operations ?? {}));

export function apiResource(name: string): ApiResource {
  const api = apiResources[name];
  if (!api) throw new Error(`No API-table entry for resource "${name}".`);
  return api;
}

export function apiOperation(name: string): ApiOperation {
  const op = apiOperations[name];
  if (!op) throw new Error(`No API-table entry for operation "${name}".`);
  return op;
}

/** Fills `:name` placeholders; a missing value is a programming error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(String(value));
  });
}
