import Button from "@mui/material/Button";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import type { CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { BulkBar } from "@/components/bulk/bulk-bar";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { useFormatLocale } from "@/hooks/use-format-locale";
import type { CatalogueResource } from "./catalogue-list-page";

type Props = {
  resource: CatalogueResource;
  ids: readonly number[];
  tab: string;
  /** The tab and search the selection was made in: its records are read from them. */
  filters: CrudFilter[];
  onDelete: () => void;
  onClear: () => void;
};

/** What can be done with the selected products or services (issue 33 point 3): delete them, export them as CSV, clear the selection. */
export function CatalogueBulkBar({ resource, ids, tab, filters, onDelete, onClear }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (ids.length === 0) return null;
  return (
    <BulkBar
      label={t(`${resource}.bulk.toolbar`)}
      selected={t("lists.bulk.selected", { n: formatNumber(ids.length, locale) })}
      clearLabel={t("lists.bulk.clear")}
      onClear={onClear}
    >
      <Button variant="contained" color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
        {t("lists.bulk.delete")}
      </Button>
      <ExportCsvButton
        list={resource}
        resource={resource}
        filters={filters}
        ids={ids}
        tab={`${tab}-selected`}
        size="small"
        label={t("lists.export.selected")}
      />
    </BulkBar>
  );
}
