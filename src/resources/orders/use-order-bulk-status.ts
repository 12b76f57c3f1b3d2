import { useCallback } from "react";
import { useDataProvider, useInvalidate, usePublish } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { bulkStatusDecision, summariseBulkStatus, type BulkOutcome, type BulkSummary } from "@/domain/order-bulk";
import type { ItemStatus, OrderDetail } from "@/domain/orders";
import { ENDS_RUN, useBulkRun } from "@/hooks/use-bulk-run";
import { useCallFailure } from "@/hooks/use-call-failure";
import { useStoreQuery } from "@/hooks/use-store-query";
import { ORDERS_CHANNEL } from "@/providers/live/orders-channel";

/**
 * Changes the status of several orders (issue 19 item 1), one after another: each order is read
 * (`GET orders/{id}`, so its shipment or services and its current status are the server's; the
 * next order's read goes out while this one's change is on its way), the single order's rules
 * decide (`bulkStatusDecision`, document 1 §4.4 with can_reject_order and service-only orders),
 * and an allowed move is sent as the single-order update sends it (`PUT orders/{id}` with
 * `{order: {status}}`). A failure takes the app's one failure path without a
 * toast per order (a 401 signs out, a 404 goes to /not-found, and ends the run); its message goes to
 * the summary. Lists, tab counts and details refetch at the end, behind the summary, and the live
 * orders look once.
 */
export function useOrderBulkStatus() {
  const dataProvider = useDataProvider();
  const failed = useCallFailure();
  const { store } = useStoreQuery();
  const invalidate = useInvalidate();
  const publish = usePublish();
  const queryClient = useQueryClient();
  const { run: runEach, progress } = useBulkRun();

  const run = useCallback(
    async (ids: readonly number[], target: ItemStatus): Promise<BulkSummary> => {
      // The data provider's own calls, not Refine's update hook: that publishes a live event per
      // order, and the live orders poll would then refetch the list after every one of them.
      // One read ahead: a run of ten takes about eleven round trips, not twenty. A read is only a
      // read, so a run that stops leaves one unused; its failure is told by the step that awaits it.
      const reads = new Map<number, Promise<OrderDetail>>();
      const read = (id: number) => {
        let order = reads.get(id);
        if (!order) {
          order = dataProvider()
            .getOne<OrderDetail>({ resource: "orders", id })
            .then(({ data }) => data);
          order.catch(() => undefined);
          reads.set(id, order);
        }
        return order;
      };
      const outcomes = await runEach<BulkOutcome>(ids, async (id) => {
        try {
          const order = await read(id);
          const next = ids[ids.indexOf(id) + 1];
          if (next !== undefined) void read(next);
          const decision = bulkStatusDecision(order, target, store);
          if (!decision.send) return { outcome: { id, result: "skipped", from: decision.from, reason: decision.reason } };
          await dataProvider().update<OrderDetail>({ resource: "orders", id, variables: { status: target } });
          return { outcome: { id, result: "changed", from: decision.from, to: target } };
        } catch (error) {
          const failure = failed(error, { title: false });
          return { outcome: { id, result: "failed", message: failure.message }, stop: ENDS_RUN.includes(failure.statusCode) };
        }
      });
      if (outcomes.some((outcome) => outcome.result === "changed"))
        publish?.({ channel: ORDERS_CHANNEL, type: "updated", payload: { ids: [...ids] }, date: new Date() });
      // Refetched behind the summary, which shows as soon as the run ends.
      void invalidate({ resource: "orders", invalidates: ["list", "many", "detail"] });
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey.some((part) => typeof part === "object" && part !== null && (part as { url?: unknown }).url === "orderTabs"),
      });
      return summariseBulkStatus(target, outcomes);
    },
    [dataProvider, failed, invalidate, publish, queryClient, runEach, store],
  );

  return { run, progress };
}
