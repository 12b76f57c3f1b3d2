import { useDeferredValue, useState } from "react";
import { useOne } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { productFormRouteFromPath } from "@/domain/product-rules";
import { duplicateOf } from "@/domain/duplicates";
import type { Product } from "@/domain/products";
import { DuplicateSource } from "@/components/catalogue/duplicate-source";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { ProductForm } from "./product-form";
import { paths } from "@/config/paths";

/**
 * `/vendor/product/:id?/:state?` (document 2 §2): create, view or edit, decided from the route.
 * The record loads first (a fresh read, not a cached copy); the form renders once it is there and
 * is not reset by a later background refetch, which would throw away what the seller typed.
 */
export function ProductFormPage() {
  const { pathname } = useLocation();
  const route = productFormRouteFromPath(pathname);
  const id = route?.id ?? "";
  const { query, result } = useOne<Product>({ resource: "products", id, queryOptions: { enabled: id !== "" } });
  const [read, setLoaded] = useState<{ id: string; product: Product } | null>(null);
  // The form renders in slices, not in the task that brought the record (see RecordShowGate).
  const loaded = useDeferredValue(read);

  const fresh = result && String(result.id) === id && !query.isFetching ? result : null;
  if (fresh && read?.id !== id) setLoaded({ id, product: fresh });

  if (!route) return <Navigate to={paths.notFound} replace />;
  if (route.mode === "create")
    return (
      <DuplicateSource resource="products" toValues={duplicateOf}>
        <ProductForm key="create" mode="create" product={null} />
      </DuplicateSource>
    );
  if (query.isError && loaded?.id !== id) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (loaded?.id !== id) return <PageLoader />;
  return <ProductForm key={`${route.mode}-${id}`} mode={route.mode} product={loaded.product} />;
}
