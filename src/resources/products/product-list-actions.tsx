import { useState } from "react";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import AddIcon from "@mui/icons-material/Add";
import UploadIcon from "@mui/icons-material/UploadFileOutlined";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { PRODUCT_IMPORT_SPEC } from "@/domain/products-import";
import { BulkImportDialog } from "@/components/bulk-import/bulk-import-dialog";
import { useProductExport } from "./use-product-export";

/**
 * The catalogue's buttons (document 2 §2): Create New Product, Bulk import Products, Export All
 * Products. An empty catalogue (`first`) offers the first two as "Create your first product" and
 * "Import from CSV"; there is nothing to export yet.
 */
export function ProductListActions({ first = false }: { first?: boolean }) {
  const { t } = useTranslation();
  const { create } = useNavigation();
  const [importing, setImporting] = useState(false);
  const { exportAll, exporting } = useProductExport();

  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => create("products")}>
          {t(first ? "products.emptyState.create" : "products.actions.create")}
        </Button>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
          {t(first ? "products.emptyState.import" : "products.actions.bulkImport")}
        </Button>
        {first ? null : (
          <Button
            variant="outlined"
            startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            disabled={exporting}
            onClick={() => void exportAll()}
          >
            {t("products.actions.export")}
          </Button>
        )}
      </Stack>
      <BulkImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        spec={PRODUCT_IMPORT_SPEC}
        title={t("products.titles.bulkImport")}
        submitLabel={t("products.actions.import")}
        chooseImportType
      />
    </>
  );
}
