import { useMemo } from "react";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/domain/money";
import { statusTone, type OrderListItem } from "@/domain/orders";
import { StatusChip } from "@/components/status-chip";
import { useOrderRowMenu } from "./use-order-row-menu";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** Columns of the orders list (document 1 §2.7): Order #, Items Count, Customer Email, Status, Total Price, Discount, Actions. */
export function useOrderColumns(currency: string | undefined): GridColDef<OrderListItem>[] {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const rowMenu = useOrderRowMenu();
  return useMemo(() => {
    const money = (value: number | string | null) => formatMoney(value, currency, locale);
    return [
      {
        field: "id",
        headerName: t("orders.fields.orderNumber"),
        minWidth: 110,
        flex: 0.7,
        valueFormatter: (value: number) => `#${value}`,
      },
      {
        field: "item_count",
        headerName: t("orders.fields.itemCount"),
        type: "number",
        minWidth: 110,
        flex: 0.6,
        align: "left",
        headerAlign: "left",
      },
      {
        field: "user_email",
        headerName: t("orders.fields.customerEmail"),
        minWidth: 220,
        flex: 1.6,
        renderCell: ({ value }) => <bdi dir="ltr">{value}</bdi>,
      },
      {
        field: "status",
        headerName: t("orders.fields.status"),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <StatusChip label={t(`orders.statuses.${row.status}`, { defaultValue: row.status })} tone={statusTone(row.status)} />
        ),
      },
      {
        field: "total_price",
        headerName: t("orders.fields.totalPrice"),
        minWidth: 140,
        flex: 1,
        valueFormatter: (value: number | string | null) => money(value),
      },
      {
        field: "discount",
        headerName: t("orders.fields.discount"),
        minWidth: 120,
        flex: 0.8,
        valueFormatter: (value: number | string | null) => money(value),
      },
      {
        field: "actions",
        headerName: t("orders.fields.actions"),
        minWidth: 90,
        flex: 0.5,
        filterable: false,
        renderCell: ({ row }) => rowMenu(row.id),
      },
    ];
  }, [t, locale, currency, rowMenu]);
}
