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
      <ServiceForm key={route.mode === "view" ? `view-${id}-${query.dataUpdatedAt}` : `edit-${id}`} mode={route.mode} service={result} />
    </>
  );
}
