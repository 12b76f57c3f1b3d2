import { matchPath } from "react-router";
import { lazyPage } from "@/components/lazy-page";
import { registry } from "@/resources/registry";
import { paths } from "@/config/paths";
import { publicPages } from "./public-pages";

/**
 * The signed-in shell (sidebar, header, drawer, tabs) is its own chunk: the login route does not
 * load it (bundle budget, `npm run budget`).
 */
export const VendorLayout = lazyPage(() => import("./layout/vendor-layout"), "VendorLayout");

function preload(page: unknown): Promise<void> {
  const { preload: load } = page as { preload?: () => Promise<void> };
  return typeof load === "function" ? load() : Promise.resolve();
}

/**
 * Loads the code of the screen a visit starts on (and of the signed-in shell under /vendor) before
 * the app first renders (src/main.tsx), so that it renders at once instead of showing a loader
 * first (its chunks are already on their way: the boot script and index.html preload them). For the
 * prerendered login this also means one hydration pass.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const pages: unknown[] = publicPages.filter((page) => matchPath(page.path, pathname)).map((page) => page.page);
  if (matchPath(`${paths.vendor}/*`, pathname)) {
    pages.push(VendorLayout);
    for (const definition of registry) {
      const aliases = (definition.aliases ?? []).flatMap((alias) =>
        definition.routes.filter((route) => route.action === alias.action).map((route) => ({ ...route, path: alias.path })),
      );
      for (const route of [...definition.routes, ...aliases]) if (matchPath(route.path, pathname)) pages.push(route.page);
    }
  }
  return Promise.all(pages.map(preload)).then(() => undefined);
}
