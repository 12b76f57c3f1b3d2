import { useCallback, type ReactNode } from "react";
import { useEventCallback } from "@mui/material/utils";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { RowMenu } from "@/components/list/row-menu";
import { useOrderDocument } from "./use-order-document";

/**
 * The orders list's row menu (View Details, Generate Receipt, Generate Packing Slip), decided once
 * for the list: a row renders its button alone, and the items are built when its menu opens.
 */
export function useOrderRowMenu(): (orderId: number) => ReactNode {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const openDocument = useOrderDocument();
  // Refine's navigation changes on every render; the columns that hold these menus do not.
  const view = useEventCallback((orderId: number) => show("orders", orderId));
  return useCallback(
    (orderId) => (
      <RowMenu
        label={t("orders.list.rowMenu", { id: orderId })}
        items={() => [
          { label: t("orders.actions.viewDetails"), onSelect: () => view(orderId) },
          { label: t("orders.actions.generateReceipt"), onSelect: () => void openDocument("orderReceipt", orderId) },
          { label: t("orders.actions.generatePackingSlip"), onSelect: () => void openDocument("orderPackingSlip", orderId) },
        ]}
      />
    ),
    [t, view, openDocument],
  );
}
