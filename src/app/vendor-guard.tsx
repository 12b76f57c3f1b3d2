import type { ReactNode } from "react";
import { useIsAuthenticated } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { session } from "@/providers/auth/session";

/**
 * The signed-in area. Without a stored token the visitor goes to `/` at once; with one, the page
 * renders while the token is re-validated on every path change, and a failed check leaves.
 */
export function VendorGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hasToken = session.credentials() !== null;
  const { data } = useIsAuthenticated({ params: { path: pathname }, queryOptions: { enabled: hasToken, retry: false } });
  if (!hasToken) return <Navigate to="/" replace />;
  if (data && !data.authenticated) return <Navigate to={data.redirectTo ?? "/"} replace />;
  return <>{children}</>;
}
