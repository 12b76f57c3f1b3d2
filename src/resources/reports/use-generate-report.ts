import { useCallback, useState } from "react";
import { useDataProvider, useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useCallFailure } from "@/hooks/use-call-failure";

/**
 * Generates one report (a GET of its operation with its query) and shows the answer's
 * `data.message` as a success toast (document 2 §7, §8). A failure takes the app's one failure
 * path (useCallFailure: 401 signs out, 404 goes to /not-found, else the normalised message).
 */
export function useGenerateReport() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const failed = useCallFailure();
  const [busy, setBusy] = useState(false);

  const generate = useCallback(
    async (operation: string, query: Record<string, string | number>) => {
      setBusy(true);
      try {
        const { data } = await dataProvider().custom!<{ message?: string }>({ url: operation, method: "get", query });
        const message = typeof data?.message === "string" ? data.message.trim() : "";
        open?.({ type: "success", message: message || t("reports.messages.generated") });
      } catch (error) {
        failed(error);
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, failed, open, t],
  );

  return { generate, busy };
}
