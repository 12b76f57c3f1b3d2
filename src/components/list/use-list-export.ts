import { useCallback, useRef, useState } from "react";
import { useDataProvider, useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useCallFailure } from "@/hooks/use-call-failure";
import type { ListExportRequest } from "./run-list-export";

export type ExportProgress = { page: number; pages: number | null };

/**
 * Export CSV of any list (issue 19 item 2, issue 33 point 3): loads the exporter on the click,
 * shows the pages read, can be cancelled between pages. The texts are the list's own
 * (`<list>.export.*`, the orders have theirs) or the shared ones (`lists.export.*`). A failure takes
 * the app's one failure path (useCallFailure); nothing is saved then.
 */
export function useListExport(request: ListExportRequest) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open: notify } = useNotification();
  const failed = useCallFailure();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelled = useRef(false);
  const text = useCallback(
    (key: string, values?: Record<string, unknown>) => t([`${request.list}.export.${key}`, `lists.export.${key}`], values),
    [request.list, t],
  );

  const start = useCallback(async () => {
    cancelled.current = false;
    setProgress({ page: 0, pages: null });
    try {
      const { runListExport } = await import("./run-list-export");
      const saved = await runListExport(
        dataProvider(),
        request,
        { t: (key, fallback) => t(key, { defaultValue: fallback }), now: Date.now() },
        { onPage: (page, pages) => setProgress({ page, pages }), cancelled: () => cancelled.current },
      );
      notify?.({ type: "success", message: saved === null ? text("cancelled") : text("done", { n: saved }) });
    } catch (error) {
      failed(error, { title: text("failed") });
    } finally {
      setProgress(null);
    }
  }, [dataProvider, failed, notify, request, t, text]);

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);

  return { start, cancel, progress, text };
}
