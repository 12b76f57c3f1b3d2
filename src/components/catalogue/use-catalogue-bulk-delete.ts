import { useCallback } from "react";
import { useDelete, useInvalidate } from "@refinedev/core";
import { deleteFailureResult, summariseBulkDelete, type DeleteOutcome, type DeleteSummary } from "@/domain/bulk-delete";
import { ENDS_RUN, useBulkRun } from "@/hooks/use-bulk-run";
import type { CatalogueResource } from "./catalogue-list-page";

export type SelectedRecord = { id: number; name: string };

/**
 * Deletes the selected products or services (issue 33 point 3) one after another, each with the
 * spec's own call as the row menu sends it (`DELETE products/{id}`, `DELETE services/{id}`),
 * without a toast per record: a 4xx is a refusal with the server's reason, no answer or a 5xx a
 * failure (`deleteFailureResult`). Refine's delete has applied the auth rules (a 401 signs out, a
 * 404 goes to /not-found): the run ends there. The list refetches at the end.
 */
export function useCatalogueBulkDelete(resource: CatalogueResource) {
  const { mutateAsync } = useDelete();
  const invalidate = useInvalidate();
  const { run: runEach, progress } = useBulkRun();

  const run = useCallback(
    async (records: readonly SelectedRecord[]): Promise<DeleteSummary> => {
      const names = new Map(records.map((record) => [record.id, record.name]));
      const outcomes = await runEach<DeleteOutcome>(
        records.map((record) => record.id),
        async (id) => {
          const name = names.get(id) ?? "";
          try {
            await mutateAsync({
              resource,
              id,
              mutationMode: "pessimistic",
              invalidates: [],
              successNotification: false,
              errorNotification: false,
            });
            return { outcome: { id, name, result: "deleted" } };
          } catch (error) {
            const { statusCode, message } = error as { statusCode?: number; message?: string };
            return {
              outcome: { id, name, result: deleteFailureResult(statusCode), message: message ?? "" },
              stop: ENDS_RUN.includes(statusCode ?? 0),
            };
          }
        },
      );
      await invalidate({ resource, invalidates: ["list", "many", "detail"] });
      return summariseBulkDelete(outcomes, records.length);
    },
    [invalidate, mutateAsync, resource, runEach],
  );

  return { run, progress };
}
