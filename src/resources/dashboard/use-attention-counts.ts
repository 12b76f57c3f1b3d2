import { useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import {
  ATTENTION_ITEMS,
  attentionCounts,
  type AttentionCounts,
  type AttentionItem,
  type AttentionKey,
  type FilteredPage,
} from "@/domain/attention";
import type { OrderTabCounts } from "@/domain/orders";
import type { ProductTabCounts } from "@/domain/product-tabs";
import { useAccess } from "@/hooks/use-access";
import { useApiQuery } from "@/hooks/use-api-query";

/** The total of a list filtered by one status, asked for as a page of one record (`total_pages` is then the count). */
function useStatusTotal(resource: string, status: string, enabled: boolean) {
  return useList<BaseRecord & { status?: unknown }>({
    resource,
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    filters: [{ field: "status", operator: "eq", value: status }],
    queryOptions: { enabled },
  }).query;
}

/**
 * The dashboard's attention counts (issue 19 item 6) from the spec's calls, through Refine's hooks
 * and so the app's one failure path (a failed call: its toast, and its counts unknown). Only the
 * lists the account may open are asked for and shown (the restricted account: products only).
 */
export function useAttentionCounts() {
  const orders = useAccess("orders", "list").can;
  const refunds = useAccess("refunds", "list").can;
  const disputes = useAccess("disputes", "list").can;
  const products = useAccess("products", "list").can;

  const orderTabs = useApiQuery<OrderTabCounts>("orderTabs", { enabled: orders }).query;
  const productTabs = useApiQuery<ProductTabCounts>("productTabs", { enabled: products }).query;
  const requestedReturns = useStatusTotal("refunds", "requested", refunds);
  const openDisputes = useStatusTotal("disputes", "open", disputes);

  // Kept while nothing they are made of changes: the panel's view re-renders only when they do.
  const counts: AttentionCounts = useMemo(
    () =>
      attentionCounts({
        orderTabs: orderTabs.data?.data,
        productTabs: productTabs.data?.data,
        requestedReturns: requestedReturns.data as FilteredPage | undefined,
        openDisputes: openDisputes.data as FilteredPage | undefined,
      }),
    [orderTabs.data, productTabs.data, requestedReturns.data, openDisputes.data],
  );
  const loading: Record<AttentionKey, boolean> = useMemo(
    () => ({
      pendingOrders: orderTabs.isLoading,
      openDisputes: openDisputes.isLoading,
      requestedReturns: requestedReturns.isLoading,
      inactiveProducts: productTabs.isLoading,
      uncategorizedProducts: productTabs.isLoading,
    }),
    [orderTabs.isLoading, openDisputes.isLoading, requestedReturns.isLoading, productTabs.isLoading],
  );
  const items: AttentionItem[] = useMemo(() => {
    const allowed: Record<string, boolean> = { orders, refunds, disputes, products };
    return ATTENTION_ITEMS.filter((item) => allowed[item.resource]);
  }, [orders, refunds, disputes, products]);
  return useMemo(() => ({ items, counts, loading }), [items, counts, loading]);
}
