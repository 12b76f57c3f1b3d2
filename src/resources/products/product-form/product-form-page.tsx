import { useOne } from "@refinedev/core";
import { Navigate, useLocation } from "react-router";
import { productFormRouteFromPath, type Product } from "@/domain/products";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { ProductForm } from "./product-form";

/**
 * `/vendor/product/:id?/:state?` (document 2 §2): create, view or edit, decided from the route.
 * The record loads first; the form renders once it is there.
 */
export function ProductFormPage() {
  const { pathname } = useLocation();
  const route = productFormRouteFromPath(pathname);
  const id = route?.id ?? "";
  const { query, result } = useOne<Product>({ resource: "products", id, queryOptions: { enabled: id !== "" } });

  if (!route) return <Navigate to="/not-found" replace />;
  if (route.mode === "create") return <ProductForm key="create" mode="create" product={null} />;
  if (query.isError) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !result || String(result.id) !== id) return <PageLoader />;
  return <ProductForm key={`${route.mode}-${id}-${query.dataUpdatedAt}`} mode={route.mode} product={result} />;
}
