import { useMemo } from "react";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { couponStatus, couponStatusTone, type Coupon } from "@/domain/coupons";
import { formatDateTime } from "@/domain/dates";
import { StatusChip } from "@/components/status-chip";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** Columns of the coupons table (document 2 §2): Coupon number, Coupon Code, Created On, Expires On, Status. */
export function useCouponColumns(now: number): GridColDef<Coupon>[] {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return useMemo(() => {
    const date = (value: string | undefined) => formatDateTime(value, locale);
    return [
      {
        field: "id",
        headerName: t("coupons.fields.number"),
        minWidth: 120,
        flex: 0.6,
        valueFormatter: (value: number) => `#${value}`,
      },
      {
        field: "code",
        headerName: t("coupons.fields.code"),
        minWidth: 150,
        flex: 1,
        renderCell: ({ value }) => <bdi dir="ltr">{value}</bdi>,
      },
      { field: "created_at", headerName: t("coupons.fields.createdOn"), minWidth: 200, flex: 1.2, valueFormatter: date },
      { field: "expiry", headerName: t("coupons.fields.expiresOn"), minWidth: 200, flex: 1.2, valueFormatter: date },
      {
        field: "status",
        headerName: t("coupons.fields.status"),
        minWidth: 120,
        flex: 0.7,
        renderCell: ({ row }) => {
          const status = couponStatus(row, now);
          return <StatusChip label={t(`coupons.statuses.${status}`)} tone={couponStatusTone(status)} />;
        },
      },
    ];
  }, [t, locale, now]);
}
