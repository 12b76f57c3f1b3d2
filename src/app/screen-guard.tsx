import type { ReactNode } from "react";
import { useCan } from "@refinedev/core";
import { Navigate } from "react-router";
import { PageLoader } from "@/components/page-loader";

/** Keeps an account out of screens its access rules hide, even when the path is typed in. */
export function ScreenGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { data, isLoading } = useCan({ resource, action });
  if (isLoading) return <PageLoader />;
  if (data && !data.can) return <Navigate to="/not-found" replace />;
  return <>{children}</>;
}
