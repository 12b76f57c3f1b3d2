import { useCallback } from "react";
import { useDataProvider, useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useCallFailure } from "@/hooks/use-call-failure";
import { mergePdfs } from "@/lib/pdf-merge";

export type OrderDocument = "orderReceipt" | "orderPackingSlip";

/** How long a generated document's object URL stays valid (the new tab reads it at once). */
const OBJECT_URL_LIFETIME_MS = 60_000;
/** Failures that end the run (the session ended, or the app leaves for /not-found). */
const LEAVING = [401, 404];

/**
 * Opens an order's receipt or packing slip (a PDF blob) in a new tab, from the orders list's row
 * menu and from the order detail (document 1 §2.7). The tab is opened synchronously on the click,
 * so pop-up blockers let it through, and pointed at the PDF once it arrives; when the browser
 * blocks it anyway, an alert says so (§8). A failure takes the app's one failure path (a 401 signs
 * out, a 404 goes to /not-found, else a toast).
 *
 * Given several orders (the list's selection, issue 19), their documents are fetched one after
 * another and shown in the one tab as one merged PDF; an order whose document fails is left out
 * and its failure is told (the tab closes when none arrived).
 */
export function useOrderDocument() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const failed = useCallFailure();
  const { open: notify } = useNotification();

  return useCallback(
    async (operation: OrderDocument, orderIds: number | string | readonly (number | string)[]) => {
      const ids = Array.isArray(orderIds) ? orderIds : [orderIds as number | string];
      if (ids.length === 0) return;
      const tab = window.open("about:blank", "_blank");
      if (!tab) {
        window.alert(t("orders.messages.popupBlocked"));
        return;
      }
      const pdfs: Blob[] = [];
      const missing: (number | string)[] = [];
      let firstFailure: unknown = null;
      for (const id of ids) {
        try {
          const response = await dataProvider().custom!<Blob>({ url: operation, method: "get", meta: { params: { id } } });
          const data = response.data as unknown as Blob;
          pdfs.push(data.type === "application/pdf" ? data : new Blob([data], { type: "application/pdf" }));
        } catch (error) {
          missing.push(id);
          firstFailure ??= error;
          // Signed out or gone: the rest would fail the same way.
          if (LEAVING.includes((error as { statusCode?: number }).statusCode ?? 0)) break;
        }
      }
      try {
        if (pdfs.length > 0) {
          const pdf = pdfs.length === 1 ? pdfs[0] : await mergePdfs(pdfs);
          const url = URL.createObjectURL(pdf);
          tab.location.href = url;
          window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
        } else tab.close();
      } catch (error) {
        // A part that is not a readable PDF: nothing to show.
        tab.close();
        failed(error, { title: t("orders.messages.documentFailed") });
        return;
      }
      if (!firstFailure) return;
      if (ids.length === 1) {
        failed(firstFailure, { title: t("orders.messages.documentFailed") });
        return;
      }
      // Several orders: the toast names the ones left out, then the server's message.
      const failure = failed(firstFailure, { title: false });
      if (LEAVING.includes(failure.statusCode)) return;
      const which = t("orders.messages.documentsMissing", { ids: missing.map((id) => `#${id}`).join(", ") });
      notify?.({ type: "error", message: t("orders.messages.documentFailed"), description: `${which} ${failure.message}` });
    },
    [dataProvider, failed, notify, t],
  );
}
