import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import AddIcon from "@mui/icons-material/Add";
import { useTranslation } from "react-i18next";
import type { Coupon } from "@/domain/coupons";
import { EmptyState } from "@/components/list/empty-state";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { ResourceTable } from "@/components/list/resource-table";
import { useListParams } from "@/hooks/use-list-params";
import { useCouponColumns } from "./coupon-columns";
import { CouponFormDialog } from "./coupon-form-dialog";
import { ListHeader } from "@/components/list/list-header";

type DialogState = { mode: "create" } | { mode: "edit"; coupon: Coupon } | null;

/**
 * `/vendor/coupons` (document 2 §2): Create New Coupon, 10 coupons a page, a row (click or Enter)
 * opens Edit Coupon. Create and edit share one modal. No coupon at all: an invitation to create the first.
 * Export CSV of every coupon (issue 33 point 3).
 */
export function CouponListPage() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  const [dialog, setDialog] = useState<DialogState>(null);
  // The status column compares with the time the page was opened (refreshed after each save).
  const [now, setNow] = useState(() => Date.now());
  const columns = useCouponColumns(now);

  const closeDialog = (saved: boolean) => {
    if (saved) {
      setNow(Date.now());
      if (dialog?.mode === "create") setPage(1);
    }
    setDialog(null);
  };

  return (
    <>
      <ListHeader title={t("coupons.titles.list")}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <ExportCsvButton list="coupons" resource="coupons" tab="all" />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: "create" })}>
            {t("coupons.actions.create")}
          </Button>
        </Stack>
      </ListHeader>
      <ResourceTable<Coupon>
        resource="coupons"
        columns={columns}
        page={page}
        onPageChange={setPage}
        onRowClick={(coupon) => setDialog({ mode: "edit", coupon })}
        label={t("coupons.list.table")}
        emptyText={t("coupons.list.empty")}
        emptyState={{
          content: (
            <EmptyState title={t("coupons.emptyState.title")} text={t("coupons.emptyState.text")}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: "create" })}>
                {t("coupons.emptyState.create")}
              </Button>
            </EmptyState>
          ),
        }}
      />
      {dialog ? (
        <CouponFormDialog
          key={dialog.mode === "edit" ? dialog.coupon.id : "new"}
          mode={dialog.mode}
          coupon={dialog.mode === "edit" ? dialog.coupon : undefined}
          onClose={closeDialog}
        />
      ) : null}
    </>
  );
}
