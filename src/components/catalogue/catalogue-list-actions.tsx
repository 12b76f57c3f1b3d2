import { useState, type ReactNode } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import AddIcon from "@mui/icons-material/Add";
import UploadIcon from "@mui/icons-material/UploadFileOutlined";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ImportSpec } from "@/domain/bulk-import";
import { BulkImportDialog } from "@/components/bulk-import/bulk-import-dialog";
import type { CatalogueResource } from "./catalogue-list-page";

type Props = {
  resource: CatalogueResource;
  /** An empty catalogue: the buttons read "Create your first …" and "Import from CSV". */
  first?: boolean;
  /** The import's columns and data_type. */
  importSpec: ImportSpec;
  /** Products ask New or Existing; services send the store id instead (document 2 §7). */
  chooseImportType?: boolean;
  storeId?: number;
  /** Buttons after the two (the products' Export), for a catalogue that has records. */
  children?: ReactNode;
};

/**
 * A catalogue's buttons (document 2 §2): Create New … and Bulk import … (the shared modal), with
 * the texts of the resource's i18n area. An empty catalogue (`first`) offers them as "Create your
 * first …" and "Import from CSV".
 */
export function CatalogueListActions({ resource, first = false, importSpec, chooseImportType, storeId, children }: Props) {
  const { t } = useTranslation();
  const { create } = useNavigation();
  const [importing, setImporting] = useState(false);

  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => create(resource)}>
          {t(first ? `${resource}.emptyState.create` : `${resource}.actions.create`)}
        </Button>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
          {t(first ? `${resource}.emptyState.import` : `${resource}.actions.bulkImport`)}
        </Button>
        {first ? null : children}
      </Stack>
      <BulkImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        spec={importSpec}
        title={t(`${resource}.titles.bulkImport`)}
        submitLabel={t(`${resource}.actions.import`)}
        chooseImportType={chooseImportType}
        storeId={storeId}
      />
    </>
  );
}
