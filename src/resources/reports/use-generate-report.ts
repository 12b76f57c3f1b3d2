import { useCallback, useState } from "react";
import { useDataProvider, useNotification, useOnError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { isAppHttpError } from "@/providers/data/errors";

/**
 * Generates one report (a GET of its operation with its query) and shows the answer's
 * `data.message` as a success toast (document 2 §7, §8). A failure shows the normalised message
 * and goes through the auth provider's onError (401 signs out, 404 goes to /not-found).
 */
export function useGenerateReport() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const { mutate: onError } = useOnError();
  const [busy, setBusy] = useState(false);

  const generate = useCallback(
    async (operation: string, query: Record<string, string | number>) => {
      setBusy(true);
      try {
        const { data } = await dataProvider().custom!<{ message?: string }>({ url: operation, method: "get", query });
        open?.({ type: "success", message: data?.message || t("reports.messages.generated") });
      } catch (error) {
        const message = isAppHttpError(error) ? error.message : t("errors.somethingWentWrong");
        open?.({ type: "error", message, description: message });
        onError(error as never);
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, onError, open, t],
  );

  return { generate, busy };
}
