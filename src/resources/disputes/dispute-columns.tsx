import { useMemo } from "react";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import type { Dispute } from "@/domain/disputes";
import { DisputeStatusChip } from "./dispute-status-chip";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** Columns of the disputes list (document 1 §2.10): Dispute id, Order id, Created At, Customer, Status, Store. */
export function useDisputeColumns(): GridColDef<Dispute>[] {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return useMemo(
    () => [
      { field: "id", headerName: t("disputes.fields.disputeId"), minWidth: 110, flex: 0.6, sortable: false },
      { field: "order_id", headerName: t("disputes.fields.orderId"), minWidth: 110, flex: 0.6, sortable: false },
      {
        field: "created_at",
        headerName: t("disputes.fields.createdAt"),
        minWidth: 190,
        flex: 1.1,
        sortable: false,
        valueFormatter: (value: string) => formatDateTime(value, locale),
      },
      { field: "customer_name_en", headerName: t("disputes.fields.customer"), minWidth: 160, flex: 1, sortable: false },
      {
        field: "status",
        headerName: t("disputes.fields.status"),
        minWidth: 130,
        flex: 0.8,
        sortable: false,
        renderCell: ({ row }) => <DisputeStatusChip status={row.status} />,
      },
      { field: "store_name_en", headerName: t("disputes.fields.store"), minWidth: 170, flex: 1, sortable: false },
    ],
    [t, locale],
  );
}
