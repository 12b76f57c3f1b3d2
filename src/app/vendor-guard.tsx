import { useSyncExternalStore, type ReactNode } from "react";
import { useIsAuthenticated } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { session } from "@/providers/auth/session";
import { paths } from "@/config/paths";

/**
 * The signed-in area. Without a stored token the visitor goes to `/` at once, including the moment
 * a sign-out (here or in another tab) removes it; with one, the page renders while the token is
 * re-validated on every path change, and a failed check leaves.
 */
export function VendorGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hasToken = useSyncExternalStore(session.subscribe, session.active, session.active);
  const { data } = useIsAuthenticated({ params: { path: pathname }, queryOptions: { enabled: hasToken, retry: false } });
  if (!hasToken) return <Navigate to={paths.login} replace />;
  if (data && !data.authenticated) return <Navigate to={data.redirectTo ?? "/"} replace />;
  return <>{children}</>;
}
