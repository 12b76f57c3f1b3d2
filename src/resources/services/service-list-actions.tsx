import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import AddIcon from "@mui/icons-material/Add";
import UploadIcon from "@mui/icons-material/UploadFileOutlined";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { SERVICE_IMPORT_SPEC } from "@/domain/services-import";
import { BulkImportDialog } from "@/components/bulk-import/bulk-import-dialog";
import { session } from "@/providers/auth/session";

/**
 * The catalogue's buttons (document 2 §2): Create New Service and Bulk import Services (the shared
 * modal with Start Import, no New/Existing choice, the store id sent with the import, §7). An empty
 * catalogue (`first`) offers them as "Create your first service" and "Import from CSV".
 */
export function ServiceListActions({ first = false }: { first?: boolean }) {
  const { t } = useTranslation();
  const { create } = useNavigation();
  const [importing, setImporting] = useState(false);
  const storeId = session.store()?.id;

  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => create("services")}>
          {t(first ? "services.emptyState.create" : "services.actions.create")}
        </Button>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
          {t(first ? "services.emptyState.import" : "services.actions.bulkImport")}
        </Button>
      </Stack>
      <BulkImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        spec={SERVICE_IMPORT_SPEC}
        title={t("services.titles.bulkImport")}
        submitLabel={t("services.actions.import")}
        storeId={storeId}
      />
    </>
  );
}
