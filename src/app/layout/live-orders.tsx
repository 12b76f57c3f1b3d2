import { useEffect, useRef, useState, type ReactNode } from "react";
import { keys, useInvalidate, useNotification, useSubscription, type LiveEvent } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { pendingCount, titleWithCount, unseenOrders } from "@/domain/new-orders";
import { paths } from "@/config/paths";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { ORDERS_CHANNEL, type OrdersLivePayload } from "@/providers/live/orders-channel";
import { alertNewOrders } from "@/providers/live/order-alerts";
import { PendingOrdersContext } from "./pending-orders-context";

/** The custom reads that show order counts: refreshed when orders arrive. */
const COUNT_READS = ["dashboard", "orderTabs"];

/**
 * New orders as they arrive (issue 33), for the signed-in shell: one subscriber to Refine's live
 * provider (polling `GET orders/tabs`: src/providers/live, given to <Refine> in src/app/app.tsx)
 * that keeps the pending count for the sidebar's badge and the count of new orders not yet seen
 * on the orders list for the tab's title ("(2) Dashboard"), refreshes the orders
 * list and the counts, and says "New order #…" (a toast, and the sound and notification the
 * seller switched on).
 */
export function LiveOrders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The restricted account has no orders screen (document 2 §6): nothing to watch.
  const enabled = useAccessRules()("orders", "list").can;
  const [pending, setPending] = useState(0);
  const [unseen, setUnseen] = useState(0);
  const onOrdersList = useLocation().pathname.startsWith(paths.orders);
  // Opening the orders list shows the new orders: the title stops counting them.
  if (onOrdersList && unseen !== 0) setUnseen(0);
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const { open } = useNotification();

  const onEvent = (event: LiveEvent) => {
    const payload = event.payload as Partial<OrdersLivePayload>;
    if (!payload.counts) return;
    setPending(pendingCount(payload.counts));
    if (payload.first) return;
    void invalidate({ resource: "orders", invalidates: ["list"] });
    for (const url of COUNT_READS) {
      void queryClient.invalidateQueries({ queryKey: keys().data("default").mutation("custom").params({ method: "get", url }).get() });
    }
    const ids = payload.newIds ?? [];
    if (ids.length === 0) return;
    setUnseen((current) => unseenOrders(current, ids.length, onOrdersList));
    const message =
      ids.length === 1
        ? t("shell.liveOrders.newOrder", { id: ids[0] })
        : t("shell.liveOrders.newOrders", { ids: ids.map((id) => `#${id}`).join(", ") });
    open?.({ type: "success", message, key: `new-order-${ids[0]}` });
    alertNewOrders(t("common.appName"), message, `new-order-${ids[0]}`);
  };
  // Refine subscribes once (its effect follows `enabled` only): the subscriber calls the latest handler.
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useSubscription({ channel: ORDERS_CHANNEL, types: ["*"], enabled, onLiveEvent: (event) => latest.current(event) });

  useTitleCount(enabled ? unseen : 0);
  return <PendingOrdersContext value={enabled ? pending : 0}>{children}</PendingOrdersContext>;
}

/**
 * "(3) Dashboard": the count in front of whatever title the screen sets, kept there as screens change
 * their title (each sets its own: src/components/document-title.tsx), taken away at 0 or on leaving.
 */
function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    if (count === 0) return;
    const observer = new MutationObserver(apply);
    // The title element only: the head also takes every style the page adds.
    observer.observe(document.querySelector("head > title") ?? document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
