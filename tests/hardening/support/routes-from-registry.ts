import { registry } from "../../../src/resources/registry";
import type { PageAction } from "../../../src/resources/define-resource";
import { publicPages } from "../../../src/app/public-pages";
import { db } from "../../../src/mocks/db";
import { DEMO_ACCOUNTS } from "../../../src/mocks/seed/shell-seed";

/**
 * Every route of the spec, with seeded ids: generated from the resource registry (and its aliases)
 * and the public pages, so a screen added later is walked by the hardening suite without a change here.
 */
export type HardeningRoute = {
  /** The registry's path pattern (`/vendor/order-detail/:id`). */
  pattern: string;
  /** A concrete URL with a seeded id. */
  url: string;
  resource: string;
  signedIn: boolean;
  /** The registry's action of the route (an alias's own); null for a public page. */
  action: PageAction | null;
  /** The screen reads a Refine resource through the data provider (registry `data: true`). */
  data: boolean;
  /**
   * For a registry alias: the URL of the route whose page it mounts (src/app/app-routes.tsx), with
   * the same seeded id, so the same screen (`/vendor/order/7` shows `/vendor/order-detail/7`). Null
   * for a route of its own and for a public page.
   */
  screenOf: string | null;
};

/** Where a resource's `:id` comes from in the mock's seed: the collection of the resource's name. */
function seededCollection(resource: string): keyof typeof db.state {
  if (resource in db.state) return resource as keyof typeof db.state;
  throw new Error(
    `no seeded collection for the :id of "${resource}": seed db.state.${resource} (a read-only one: src/mocks/collections.ts; see docs/adding-a-resource.md)`,
  );
}

function vendorStoreId(): number {
  const vendor = db.state.users.find((user) => user.email === DEMO_ACCOUNTS.vendor.email);
  if (!vendor?.store_id) throw new Error("the seed has no demo vendor store");
  return vendor.store_id;
}

function seededId(resource: string): string {
  const collection = seededCollection(resource);
  const storeId = vendorStoreId();
  const records = db.state[collection] as unknown as { id: number; store_id?: number }[];
  const record = records.find((candidate) => candidate.store_id === undefined || candidate.store_id === storeId);
  if (!record) throw new Error(`the seed has no ${String(collection)} of the demo store`);
  return String(record.id);
}

/** `/vendor/product/:id?/:state?` → `/vendor/product/12`: required params filled, optional ones dropped after `:id`. */
export function concretePath(pattern: string, resource: string): string {
  const filled = pattern
    .split("/")
    .map((segment) => {
      if (segment === ":id" || segment === ":id?") return seededId(resource);
      if (segment.endsWith("?")) return null;
      if (segment.startsWith(":")) throw new Error(`no value for ${segment} in ${pattern}`);
      return segment;
    })
    .filter((segment): segment is string => segment !== null)
    .join("/");
  return filled || "/";
}

export function routesFromRegistry(): HardeningRoute[] {
  const vendorRoutes = registry.flatMap((definition) => {
    const route = ({ path, action }: { path: string; action: PageAction }, screenOf: string | null): HardeningRoute => ({
      pattern: path,
      url: concretePath(path, definition.name),
      resource: definition.name,
      signedIn: true,
      action,
      data: definition.data,
      screenOf,
    });
    const aliases = (definition.aliases ?? []).map((alias) => {
      const mounted = definition.routes.find((candidate) => candidate.action === alias.action);
      return route(alias, mounted ? concretePath(mounted.path, definition.name) : null);
    });
    return [...definition.routes.map((own) => route(own, null)), ...aliases];
  });
  const pages = publicPages.map((page) => ({
    pattern: page.path,
    url: page.path,
    resource: "public",
    signedIn: false,
    action: null,
    data: false,
    screenOf: null,
  }));
  return [...pages, ...vendorRoutes];
}
