import { useMemo } from "react";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import { returnListItemName, type ReturnListItem } from "@/domain/returns";
import { ReturnStatusChip } from "./return-status-chip";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** Columns of the returns list (document 1 §2.9): Return id, Order id, Item Name, Item Type, Status, Placed On. */
export function useReturnColumns(): GridColDef<ReturnListItem>[] {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return useMemo(
    () => [
      { field: "id", headerName: t("returns.fields.returnId"), minWidth: 110, flex: 0.6 },
      { field: "order_id", headerName: t("returns.fields.orderId"), minWidth: 110, flex: 0.6 },
      {
        field: "item_name",
        headerName: t("returns.fields.itemName"),
        minWidth: 200,
        flex: 1.6,
        valueGetter: (_value, row) => returnListItemName(row),
      },
      {
        field: "item_type",
        headerName: t("returns.fields.itemType"),
        minWidth: 110,
        flex: 0.7,
        valueFormatter: (value: string) => t(`returns.itemTypes.${value}`, { defaultValue: value ?? "" }),
      },
      {
        field: "status",
        headerName: t("returns.fields.status"),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => <ReturnStatusChip status={row.status} />,
      },
      {
        field: "created_at",
        headerName: t("returns.fields.placedOn"),
        minWidth: 190,
        flex: 1.1,
        valueFormatter: (value: string) => formatDateTime(value, locale),
      },
    ],
    [t, locale],
  );
}
