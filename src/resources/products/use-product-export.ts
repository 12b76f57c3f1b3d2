import { useCallback, useState } from "react";
import { useDataProvider, useNotification } from "@refinedev/core";
import { useCallFailure } from "@/hooks/use-call-failure";
import { useTranslation } from "react-i18next";
import { saveFile } from "@/lib/save-file";

/**
 * Export All Products (document 2 §2, §7): `GET bulk_export`, saved as products.csv, with
 * "Exporting products. Please wait!" first and "Products exported successfully." after; a failure
 * takes the app's one failure path (useCallFailure).
 */
export function useProductExport() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open: notify } = useNotification();
  const failed = useCallFailure();
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
      failed(error, { title: t("products.messages.exportFailed") });
    } finally {
      setExporting(false);
    }
  }, [dataProvider, failed, notify, t]);

  return { exportAll, exporting };
}
