import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { useAccess } from "@/hooks/use-access";
import { paths } from "@/config/paths";

/**
 * Keeps an account out of screens its access rules hide, even when the path is typed in. A rule
 * that reads the store's flags (product edit) waits for the store when none is known yet (right
 * after sign-in the header is still loading it) instead of turning the seller away, and says so
 * when the store could not be read.
 */
export function ScreenGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const access = useAccess(resource, action);
  if (access.pending) return <PageLoader />;
  if (access.failed) return <ErrorState message={access.failed.error?.message} onRetry={() => void access.failed?.refetch()} />;
  if (!access.can) return <Navigate to={paths.notFound} replace />;
  return <>{children}</>;
}
