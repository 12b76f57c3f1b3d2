import { Suspense, type ComponentType } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { registry } from "@/resources/registry";
import type { ScreenDefinition } from "@/resources/define-resource";
import { PageLoader } from "@/components/page-loader";
import { DocumentTitle } from "@/components/document-title";
import { publicPages } from "./public-pages";
import { VendorGuard } from "./vendor-guard";
import { ScreenGuard } from "./screen-guard";
import { ErrorBoundary } from "@/components/error-boundary";
import { VendorLayout } from "./screens";
import { paths } from "@/config/paths";

function Screen({ page: Page, titleKey }: { page: ComponentType; titleKey: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <DocumentTitle titleKey={titleKey} />
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

function screenRoutes(definition: ScreenDefinition) {
  const routes = definition.routes.map((route) => ({ path: route.path, route }));
  const aliases = (definition.aliases ?? []).flatMap((alias) => {
    const route = definition.routes.find((candidate) => candidate.action === alias.action);
    return route ? [{ path: alias.path, route }] : [];
  });
  return [...routes, ...aliases].map(({ path, route }) => (
    <Route
      key={path}
      path={path}
      element={
        // Keyed by route: another screen mounts afresh, so its Suspense shows the loader while its
        // chunk loads (a reused boundary would keep the last screen on show during the navigation).
        <ScreenGuard key={path} resource={definition.name} action={route.action}>
          <Screen page={route.page} titleKey={route.titleKey} />
        </ScreenGuard>
      }
    />
  ));
}

/** The route tree, generated from the registry and the public pages: no path is written twice. */
export function AppRoutes() {
  return (
    <Routes>
      {publicPages.map((page) => (
        <Route key={page.path} path={page.path} element={<Screen page={page.page} titleKey={page.titleKey} />} />
      ))}
      <Route
        path={paths.vendor}
        element={
          <VendorGuard>
            <Suspense fallback={<PageLoader />}>
              <VendorLayout />
            </Suspense>
          </VendorGuard>
        }
      >
        {registry.flatMap(screenRoutes)}
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Routes>
  );
}
