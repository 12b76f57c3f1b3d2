import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { PRODUCT_IMPORT_SPEC } from "@/domain/products-import";
import { CatalogueListActions } from "@/components/catalogue/catalogue-list-actions";
import { useProductExport } from "./use-product-export";

/**
 * The catalogue's buttons (document 2 §2): Create New Product, Bulk import Products (New or
 * Existing), Export All Products. An empty catalogue (`first`) has nothing to export yet.
 */
export function ProductListActions({ first = false }: { first?: boolean }) {
  const { t } = useTranslation();
  const { exportAll, exporting } = useProductExport();
  return (
    <CatalogueListActions resource="products" first={first} importSpec={PRODUCT_IMPORT_SPEC} chooseImportType>
      <Button
        variant="outlined"
        startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={exporting}
        onClick={() => void exportAll()}
      >
        {t("products.actions.export")}
      </Button>
    </CatalogueListActions>
  );
}
