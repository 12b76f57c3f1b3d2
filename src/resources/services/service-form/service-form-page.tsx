import { useDeferredValue, useMemo } from "react";
import { useOne } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { serviceFormRouteFromPath, type Service } from "@/domain/services";
import { duplicateServiceOf } from "@/domain/duplicates";
import { DuplicateSource } from "@/components/catalogue/duplicate-source";
import { DocumentTitle } from "@/components/document-title";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { ServiceForm } from "./service-form";
import { paths } from "@/config/paths";

/**
 * `/vendor/service/:id?/:state?` (document 2 §2): create, view or edit, decided from the route
 * (the id is optional for create). The record loads first; the form renders once it is there.
 */
export function ServiceFormPage() {
  const { pathname } = useLocation();
  const route = serviceFormRouteFromPath(pathname);
  const id = route?.id ?? "";
  const { query, result: read } = useOne<Service>({ resource: "services", id, queryOptions: { enabled: id !== "" } });
  // The form renders in slices, not in the task that brought the record (see RecordShowGate). The
  // read's time goes with it: a view keyed on a newer read than the record it shows would keep
  // the older record's values.
  const updatedAt = query.dataUpdatedAt;
  const shown = useDeferredValue(useMemo(() => ({ result: read, updatedAt }), [read, updatedAt]));
  const { result } = shown;

  if (!route) return <Navigate to={paths.notFound} replace />;
  const title = <DocumentTitle titleKey={`services.titles.${route.mode}`} />;
  if (route.mode === "create") {
    return (
      <>
        {title}
        <DuplicateSource resource="services" toValues={duplicateServiceOf}>
          <ServiceForm key="create" mode="create" service={null} />
        </DuplicateSource>
      </>
    );
  }
  if (query.isError) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !result || String(result.id) !== id) return <PageLoader />;
  return (
    <>
      {title}
      {/* A view follows the latest read; an edit keeps what is typed when a failed save re-reads the record. */}
      <ServiceForm key={route.mode === "view" ? `view-${id}-${shown.updatedAt}` : `edit-${id}`} mode={route.mode} service={result} />
    </>
  );
}
