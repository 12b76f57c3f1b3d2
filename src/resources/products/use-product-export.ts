import { useCallback, useState } from "react";
import { useDataProvider, useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { saveFile } from "@/lib/save-file";

/**
 * Export All Products (document 2 §2, §7): `GET bulk_export`, saved as products.csv, with
 * "Exporting products. Please wait!" first and "Products exported successfully." after.
 */
export function useProductExport() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open: notify } = useNotification();
  const [exporting, setExporting] = useState(false);

  const exportAll = useCallback(async () => {
    setExporting(true);
    notify?.({ type: "success", message: t("products.messages.exporting") });
    try {
      const response = await dataProvider().custom!<Blob>({ url: "bulkExport", method: "get" });
      const data = response.data as unknown as Blob;
      saveFile(data.type ? data : new Blob([data], { type: "text/csv" }), t("products.messages.exportName"));
      notify?.({ type: "success", message: t("products.messages.exported") });
    } catch (error) {
      const message = (error as { message?: string } | null)?.message;
      notify?.({ type: "error", message: t("products.messages.exportFailed"), description: message || t("products.messages.exportFailed") });
    } finally {
      setExporting(false);
    }
  }, [dataProvider, notify, t]);

  return { exportAll, exporting };
}
