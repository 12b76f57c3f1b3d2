import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { RowMenu } from "@/components/list/row-menu";
import { useOrderDocument } from "./use-order-document";

/** The row menu of the orders list: View Details, Generate Receipt, Generate Packing Slip. */
export function OrderRowMenu({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const openDocument = useOrderDocument();

  return (
    <RowMenu
      label={t("orders.list.rowMenu", { id: orderId })}
      items={[
        { label: t("orders.actions.viewDetails"), onSelect: () => show("orders", orderId) },
        { label: t("orders.actions.generateReceipt"), onSelect: () => void openDocument("orderReceipt", orderId) },
        { label: t("orders.actions.generatePackingSlip"), onSelect: () => void openDocument("orderPackingSlip", orderId) },
      ]}
    />
  );
}
