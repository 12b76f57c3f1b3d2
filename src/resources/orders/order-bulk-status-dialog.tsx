import { useState } from "react";
import DialogContentText from "@mui/material/DialogContentText";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { bulkTargetStatuses, type BulkSummary } from "@/domain/order-bulk";
import type { ItemStatus } from "@/domain/orders";
import { BulkRunDialog } from "@/components/bulk/bulk-run-dialog";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useStoreQuery } from "@/hooks/use-store-query";
import { OrderBulkSummary } from "./order-bulk-summary";
import { useOrderBulkStatus } from "./use-order-bulk-status";

type Props = {
  orderIds: readonly number[];
  onClose: () => void;
  /** After a run, with its summary (the list drops the changed orders from the selection). */
  onDone: (summary: BulkSummary) => void;
};

/**
 * "Change status" on the list's selection: one status for every selected order, applied where each
 * order's own rules allow, then the summary in place.
 */
export function OrderBulkStatusDialog({ orderIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { store } = useStoreQuery();
  const targets = bulkTargetStatuses(store);
  const [target, setTarget] = useState<ItemStatus>(targets[0]);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const { run, progress } = useOrderBulkStatus();

  const apply = async () => {
    const result = await run(orderIds, target);
    setSummary(result);
    onDone(result);
  };

  return (
    <BulkRunDialog
      title={t("orders.bulk.title")}
      progress={progress}
      progressKey="orders.bulk.progress"
      summary={summary ? <OrderBulkSummary summary={summary} /> : null}
      labels={{ close: t("orders.bulk.close"), cancel: t("orders.bulk.cancel"), confirm: t("orders.bulk.apply") }}
      canConfirm={orderIds.length > 0}
      onConfirm={() => void apply()}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t("orders.bulk.intro", { n: formatNumber(orderIds.length, locale) })}</DialogContentText>
      <TextField
        select
        fullWidth
        size="small"
        label={t("orders.bulk.newStatus")}
        value={target}
        onChange={(event) => setTarget(event.target.value as ItemStatus)}
        disabled={progress !== null}
      >
        {targets.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`orders.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </BulkRunDialog>
  );
}
