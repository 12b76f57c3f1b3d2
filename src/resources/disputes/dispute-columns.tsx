import { useMemo } from "react";
import type { GridColDef } from "@mui/x-data-grid";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import { hasUnseenReply, type Dispute } from "@/domain/disputes";
import { DisputeStatusChip } from "./dispute-status-chip";
import { useSeenReplies } from "./use-seen-replies";
import { useFormatLocale } from "@/hooks/use-format-locale";

/**
 * Columns of the disputes list (document 1 §2.10): Dispute id, Order id, Created At, Customer, Status,
 * Store. The id carries "New reply" when the newest reply is one the seller has not seen (issue 19).
 */
export function useDisputeColumns(): GridColDef<Dispute>[] {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { seen } = useSeenReplies();
  return useMemo(
    () => [
      {
        field: "id",
        headerName: t("disputes.fields.disputeId"),
        minWidth: 180,
        flex: 0.9,
        // A dispute whose newest reply (an admin's or a customer's) the seller has not seen yet.
        renderCell: ({ row }) => (
          <>
            <span>{row.id}</span>
            {hasUnseenReply(row, seen) ? (
              <Box
                component="span"
                data-testid="new-reply"
                sx={{
                  ml: 1,
                  px: 0.75,
                  py: 0.25,
                  borderRadius: 1,
                  bgcolor: "primary.main",
                  color: "primary.contrastText",
                  fontSize: 12,
                  fontWeight: 600,
                  lineHeight: 1.5,
                }}
              >
                {t("disputes.list.newReply")}
              </Box>
            ) : null}
          </>
        ),
      },
      { field: "order_id", headerName: t("disputes.fields.orderId"), minWidth: 110, flex: 0.6 },
      {
        field: "created_at",
        headerName: t("disputes.fields.createdAt"),
        minWidth: 190,
        flex: 1.1,
        valueFormatter: (value: string) => formatDateTime(value, locale),
      },
      { field: "customer_name_en", headerName: t("disputes.fields.customer"), minWidth: 160, flex: 1 },
      {
        field: "status",
        headerName: t("disputes.fields.status"),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => <DisputeStatusChip status={row.status} />,
      },
      { field: "store_name_en", headerName: t("disputes.fields.store"), minWidth: 170, flex: 1 },
    ],
    [t, locale, seen],
  );
}
