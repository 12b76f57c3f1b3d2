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
  const { query, result } = useOne<Service>({ resource: "services", id, queryOptions: { enabled: id !== "" } });
  const read = route && route.mode !== "create" && result && String(result.id) === id ? result : null;
  // A view follows the latest read; an edit keeps what is typed when a failed save re-reads the record.
  const key = route?.mode === "view" ? `view-${id}-${query.dataUpdatedAt}` : `edit-${id}`;
  const mode = route?.mode === "edit" ? ("edit" as const) : ("view" as const);
  // The form renders in slices, not in the task that brought the record (see RecordShowGate). The
  // key, the mode and the record move together: a view keyed on a newer read than the record it
  // shows would keep the older record's values.
  const shown = useDeferredValue(useMemo(() => (read ? { key, mode, service: read } : null), [key, mode, read]));

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
  // What shows is another record's or another mode's until the new one has rendered: the loader, not a stale form.
  if (!shown || shown.key !== key || query.isLoading) return <PageLoader />;
  return (
    <>
      {title}
      <ServiceForm key={shown.key} mode={shown.mode} service={shown.service} />
    </>
  );
}
