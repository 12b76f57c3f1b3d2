import { useState } from "react";
import { keys, useUpdate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "@/domain/orders";

/**
 * `PUT orders/{id}` with `{order: {status}}` (document 1 §7.4). The response is the new order: it
 * replaces the cached detail, so the page shows exactly what came back; lists refetch.
 */
export function useOrderStatusUpdate(orderId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate } = useUpdate<OrderDetail>();
  const [sending, setSending] = useState(false);

  const update = (status: string) => {
    setSending(true);
    mutate(
      {
        resource: "orders",
        id: orderId,
        values: { status },
        invalidates: ["list", "many"],
        successNotification: () => ({ type: "success", message: t("orders.messages.updated") }),
      },
      {
        onSuccess: (response) => {
          const detailKey = keys().data("default").resource("orders").action("one").id(orderId).get();
          queryClient.setQueriesData<{ data: OrderDetail }>({ queryKey: detailKey }, (previous) =>
            previous ? { ...previous, data: response.data } : previous,
          );
        },
        onSettled: () => setSending(false),
      },
    );
  };

  return { update, sending };
}
