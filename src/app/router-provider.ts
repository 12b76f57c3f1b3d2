import { useCallback, useContext } from "react";
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type IResourceItem,
  type ParsedParams,
  type RouterProvider,
} from "@refinedev/core";
import refineRouterProvider from "@refinedev/react-router";
import { matchPath, useLocation, useParams } from "react-router";
import qs from "qs";

type RouteMatch = ReturnType<typeof matchResourceFromRoute> & { routeParams: Record<string, string | undefined> };

/** How many addresses the match cache keeps per resource table (a long session visits many record ids). */
const CACHED_PATHS = 50;
const matches = new WeakMap<IResourceItem[], Map<string, RouteMatch>>();

/**
 * Which resource and action an address is, computed once per address. Refine's own `parse` matches
 * the address against every resource's routes (react-router's `matchPath`, compiling each pattern)
 * in every data hook of every component: a visible share of the main thread while the dashboard
 * starts, in CPU profiles of the production build (Lighthouse's TBT). The answer only depends on
 * the address and the resource table, so it is shared.
 */
export function matchRoute(pathname: string, resources: IResourceItem[]): RouteMatch {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) {
    const found = matchResourceFromRoute(pathname, resources);
    match = { ...found, routeParams: (found.matchedRoute && matchPath(found.matchedRoute, pathname)?.params) || {} };
    if (byPath.size >= CACHED_PATHS) byPath.delete(byPath.keys().next().value!);
    byPath.set(pathname, match);
  }
  return match;
}

/** "12" → 12; anything else as it was (@refinedev/react-router's own rule for `currentPage` and `pageSize`). */
function numberIfPossible(value: unknown) {
  if (typeof value === "undefined") return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

/**
 * `@refinedev/react-router`'s bindings with a `parse` that gives the same answer from the shared
 * match (`matchRoute`): the library's hook is written out here, its per-hook `useMemo` being the cost.
 */
export const routerProvider: RouterProvider = { ...refineRouterProvider, parse: useParse };

/** The `parse` binding: a hook (Refine calls it in render) returning the parse function. */
function useParse() {
  const routerParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, routeParams } = matchRoute(pathname, resources);
  const params = Object.keys(routerParams).length === 0 ? routeParams : routerParams;
  return useCallback(() => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      // As loosely typed as the library's: a `currentPage` that is not a number passes through.
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage),
        pageSize: numberIfPossible(combined.pageSize),
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      } as ParsedParams,
    };
  }, [pathname, search, params, resource, action]);
}
