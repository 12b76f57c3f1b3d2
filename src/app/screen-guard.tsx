import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { useStoreQuery } from "@/hooks/use-store-query";
import { currentAccess } from "@/providers/access/access-control-provider";

/**
 * Keeps an account out of screens its access rules hide, even when the path is typed in. A rule
 * that reads the store's flags (product edit) waits for the store when none is known yet (right
 * after sign-in the header is still loading it) instead of turning the seller away.
 */
export function ScreenGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { query, store } = useStoreQuery();
  const decision = currentAccess(resource, action, store);
  if (!decision.can && decision.reason === "store-permission" && !store && query.isPending) return <PageLoader />;
  if (!decision.can) return <Navigate to="/not-found" replace />;
  return <>{children}</>;
}
