import { useCallback } from "react";
import { useDataProvider, useList, useOnError } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PAGE_SIZE } from "@/config/constants";
import type { OrderDetail } from "@/domain/orders";
import type { ProductListItem } from "@/domain/products";
import { isAppHttpError, type AppHttpError } from "@/providers/data/errors";

/** What the order lookup says about a number: found (the order), missing (the server's 404), or failed. */
export type OrderLookup =
  { state: "idle" | "loading" } | { state: "found"; order: OrderDetail } | { state: "missing" } | { state: "failed"; message: string };

function lookupOf(status: "pending" | "error" | "success", data: OrderDetail | undefined, error: unknown): OrderLookup {
  if (status === "success" && data) return { state: "found", order: data };
  if (status === "error") {
    return isAppHttpError(error) && error.statusCode === 404
      ? { state: "missing" }
      : { state: "failed", message: isAppHttpError(error) ? error.message : String(error) };
  }
  return { state: "loading" };
}

/**
 * "Order #…": the order detail's own read (`GET orders/{id}` through the data provider's getOne),
 * outside Refine's hook: its failure path sends a 404 to /not-found, where the palette says "no
 * such order" instead. A 401 still ends the session (the auth provider's onError).
 */
export function useOrderLookup(orderNumber: number | null) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { mutate: checkError } = useOnError();
  const options = useCallback(
    (id: number) => ({
      queryKey: ["command-palette", "order", id],
      queryFn: async () => {
        try {
          return (await dataProvider().getOne<OrderDetail>({ resource: "orders", id })).data;
        } catch (error) {
          if (isAppHttpError(error) && error.statusCode === 401) checkError(error as AppHttpError as never);
          throw error;
        }
      },
      retry: false,
      staleTime: 30_000,
    }),
    [dataProvider, checkError],
  );
  const query = useQuery({ ...options(orderNumber ?? 0), enabled: orderNumber !== null });
  const lookup: OrderLookup = orderNumber === null ? { state: "idle" } : lookupOf(query.status, query.data, query.error);
  /** The answer for a number, waiting for it when it is still on its way (an Enter typed before the answer). */
  const settle = useCallback(
    async (id: number): Promise<OrderLookup> => {
      try {
        return { state: "found", order: await queryClient.fetchQuery(options(id)) };
      } catch (error) {
        return lookupOf("error", undefined, error);
      }
    },
    [queryClient, options],
  );
  return { lookup, settle };
}

/**
 * Products or services by name: the catalogue list's own search (`GET products?search_by_name=`,
 * the API table's `search` filter), every tab (the spec's status filter is optional), first page.
 */
export function useNameSearch(resource: "products" | "services", name: string, enabled: boolean) {
  const { query, result } = useList<ProductListItem>({
    resource,
    filters: [{ field: "search", operator: "eq", value: name }],
    pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: "server" },
    queryOptions: { enabled: enabled && name !== "" },
    errorNotification: false,
  });
  return {
    items: enabled && name !== "" ? (result.data ?? []) : [],
    loading: enabled && name !== "" && query.isFetching,
    failed: enabled && name !== "" && query.isError,
  };
}
