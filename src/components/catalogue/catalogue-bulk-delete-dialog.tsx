import { useId, useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";
import type { DeleteSummary } from "@/domain/bulk-delete";
import { formatNumber } from "@/domain/money";
import { BulkProgress } from "@/components/bulk/bulk-progress";
import { useFormatLocale } from "@/hooks/use-format-locale";
import type { CatalogueResource } from "./catalogue-list-page";
import { CatalogueDeleteSummary } from "./catalogue-delete-summary";
import { useCatalogueBulkDelete, type SelectedRecord } from "./use-catalogue-bulk-delete";

type Props = {
  resource: CatalogueResource;
  records: readonly SelectedRecord[];
  onClose: () => void;
  /** After the run, with its summary (the list drops the deleted records from the selection). */
  onDone: (summary: DeleteSummary) => void;
};

/**
 * Delete on the catalogue's selection (issue 33 point 3): one confirmation for them all, progress
 * while it runs (the dialog cannot be closed then), then the summary in place.
 */
export function CatalogueBulkDeleteDialog({ resource, records, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const titleId = useId();
  const [summary, setSummary] = useState<DeleteSummary | null>(null);
  const { run, progress } = useCatalogueBulkDelete(resource);
  const running = progress !== null;
  const n = formatNumber(records.length, locale);

  const confirm = async () => {
    const result = await run(records);
    setSummary(result);
    onDone(result);
  };

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(`${resource}.bulk.deleteTitle`)}</DialogTitle>
      <DialogContent>
        {summary ? (
          <CatalogueDeleteSummary summary={summary} />
        ) : (
          <>
            <DialogContentText>{t(`${resource}.bulk.deleteConfirm`, { count: records.length, n })}</DialogContentText>
            {progress ? (
              <BulkProgress
                progress={progress}
                text={t("lists.bulk.progress", { done: formatNumber(progress.done, locale), total: formatNumber(progress.total, locale) })}
              />
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button onClick={onClose} variant="contained" autoFocus>
            {t("lists.bulk.close")}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={running}>
              {t("lists.bulk.cancel")}
            </Button>
            <Button onClick={() => void confirm()} disabled={running || records.length === 0} variant="contained" color="error" autoFocus>
              {t("lists.bulk.confirmDelete")}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
