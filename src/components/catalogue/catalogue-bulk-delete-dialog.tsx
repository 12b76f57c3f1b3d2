import { useState } from "react";
import DialogContentText from "@mui/material/DialogContentText";
import { useTranslation } from "react-i18next";
import type { DeleteSummary } from "@/domain/bulk-delete";
import { formatNumber } from "@/domain/money";
import { BulkRunDialog } from "@/components/bulk/bulk-run-dialog";
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

/** Delete on the catalogue's selection: one confirmation for them all, then the summary in place. */
export function CatalogueBulkDeleteDialog({ resource, records, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [summary, setSummary] = useState<DeleteSummary | null>(null);
  const { run, progress } = useCatalogueBulkDelete(resource);

  const confirm = async () => {
    const result = await run(records);
    setSummary(result);
    onDone(result);
  };

  return (
    <BulkRunDialog
      title={t(`${resource}.bulk.deleteTitle`)}
      progress={progress}
      progressKey="lists.bulk.progress"
      summary={summary ? <CatalogueDeleteSummary summary={summary} /> : null}
      labels={{ close: t("lists.bulk.close"), cancel: t("lists.bulk.cancel"), confirm: t("lists.bulk.confirmDelete") }}
      confirmButton={{ color: "error", autoFocus: true }}
      canConfirm={records.length > 0}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>
        {t(`${resource}.bulk.deleteConfirm`, { count: records.length, n: formatNumber(records.length, locale) })}
      </DialogContentText>
    </BulkRunDialog>
  );
}
