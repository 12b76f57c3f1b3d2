import { useCallback } from "react";
import { useDataProvider } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useCallFailure } from "@/hooks/use-call-failure";

export type OrderDocument = "orderReceipt" | "orderPackingSlip";

/** How long a generated document's object URL stays valid (the new tab reads it at once). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens an order's receipt or packing slip (a PDF blob) in a new tab. The tab is opened
 * synchronously on the click, so pop-up blockers let it through, and pointed at the PDF once it
 * arrives; when the browser blocks it anyway, an alert says so (document 1 §2.7, §8). A failure
 * takes the app's one failure path (a 401 signs out, a 404 goes to /not-found, else a toast).
 */
export function useOrderDocument() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const failed = useCallFailure();

  return useCallback(
    async (operation: OrderDocument, orderId: number | string) => {
      const tab = window.open("about:blank", "_blank");
      if (!tab) {
        window.alert(t("orders.messages.popupBlocked"));
        return;
      }
      try {
        const response = await dataProvider().custom!<Blob>({ url: operation, method: "get", meta: { params: { id: orderId } } });
        const data = response.data as unknown as Blob;
        const pdf = data.type === "application/pdf" ? data : new Blob([data], { type: "application/pdf" });
        const url = URL.createObjectURL(pdf);
        tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      } catch (error) {
        tab.close();
        failed(error, { title: t("orders.messages.documentFailed") });
      }
    },
    [dataProvider, failed, t],
  );
}
