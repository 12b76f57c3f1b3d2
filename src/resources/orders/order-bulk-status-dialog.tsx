import { useId, useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { bulkTargetStatuses, type BulkSummary } from "@/domain/order-bulk";
import type { ItemStatus } from "@/domain/orders";
import { BulkProgress } from "@/components/bulk/bulk-progress";
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
 * "Change status" on the list's selection (issue 19 item 1): one status for every selected order,
 * applied where each order's own rules allow; progress while it runs (the dialog cannot be
 * closed then), then the summary in place.
 */
export function OrderBulkStatusDialog({ orderIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const { store } = useStoreQuery();
  const targets = bulkTargetStatuses(store);
  const [target, setTarget] = useState<ItemStatus>(targets[0]);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const { run, progress } = useOrderBulkStatus();
  const running = progress !== null;

  const apply = async () => {
    const result = await run(orderIds, target);
    setSummary(result);
    onDone(result);
  };

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t("orders.bulk.title")}</DialogTitle>
      <DialogContent>
        {summary ? (
          <OrderBulkSummary summary={summary} />
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t("orders.bulk.intro", { n: formatNumber(orderIds.length, locale) })}</DialogContentText>
            <TextField
              select
              fullWidth
              size="small"
              label={t("orders.bulk.newStatus")}
              value={target}
              onChange={(event) => setTarget(event.target.value as ItemStatus)}
              disabled={running}
            >
              {targets.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`orders.statuses.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            {progress ? (
              <BulkProgress
                progress={progress}
                text={t("orders.bulk.progress", { done: formatNumber(progress.done, locale), total: formatNumber(progress.total, locale) })}
              />
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button onClick={onClose} variant="contained" autoFocus>
            {t("orders.bulk.close")}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={running}>
              {t("orders.bulk.cancel")}
            </Button>
            <Button onClick={() => void apply()} disabled={running || orderIds.length === 0} variant="contained">
              {t("orders.bulk.apply")}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
