import { startTransition, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { bulkImportPayload, type ImportSpec, type ImportType } from "@/domain/bulk-import";
import type { EncodingChoice } from "@/domain/text-encoding";
import { checkFile } from "@/lib/file-checks";
import { isUploadCancelled } from "@/lib/object-storage";
import { upload } from "@/lib/object-transfers";
import { useApiMutation } from "@/hooks/use-api-query";
import { useImportCheck } from "./use-import-check";

export type BulkImportStatus = "idle" | "checking" | "sending";

/**
 * The bulk import's state (document 2 §2, §5, §7): the picked CSV (its type, size and content
 * checked before any request or reading), its preview (checked row by row off the main thread,
 * once per file: `useImportCheck`), and the send: the file goes to object storage, then
 * `POST common/bulk_imports/import`. Errors are texts for the dialog. `status` "checking" is the
 * quick check of the pick; the preview's progress is `check`.
 */
export function useBulkImport({
  spec,
  importType,
  storeId,
  onDone,
}: {
  spec: ImportSpec;
  importType?: ImportType;
  storeId?: number;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { mutateAsync } = useApiMutation();
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<EncodingChoice>("auto");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<BulkImportStatus>("idle");
  const check = useImportCheck(file, spec.dataType, importType, encoding);

  const choose = useCallback(
    async (picked: File | undefined) => {
      if (!picked) return;
      setStatus("checking");
      setError(null);
      try {
        const check = await checkFile(picked, "csv");
        if (!check.ok) {
          setFile(null);
          setError(t(check.error.key, check.error.values));
          return;
        }
        // The check panel mounts as a transition (in slices): the page stays responsive.
        startTransition(() => {
          setEncoding("auto");
          setFile(picked);
        });
      } catch {
        setError(t("files.errors.unreadable"));
      } finally {
        setStatus("idle");
      }
    },
    [t],
  );

  const send = useCallback(async () => {
    if (!file) {
      setError(t("bulkImport.messages.required"));
      return;
    }
    setStatus("sending");
    setError(null);
    let stored;
    try {
      stored = await upload(file, "imports");
    } catch (failure) {
      // A cancelled upload says so under the file (UploadStatus); nothing was sent.
      setError(isUploadCancelled(failure) ? null : t("bulkImport.messages.uploadError"));
      setStatus("idle");
      return;
    }
    try {
      const values = bulkImportPayload({
        file: { name: file.name, url: stored.url, key: stored.key },
        dataType: spec.dataType,
        importType,
        storeId,
      });
      await mutateAsync({ url: "bulkImport", method: "post", values, successNotification: false, errorNotification: false });
      onDone(t("bulkImport.messages.queued"));
    } catch (failure) {
      setError((failure as { message?: string } | null)?.message || t("bulkImport.messages.failed"));
    } finally {
      setStatus("idle");
    }
  }, [file, importType, mutateAsync, onDone, spec.dataType, storeId, t]);

  const reset = useCallback(() => {
    setFile(null);
    setEncoding("auto");
    setError(null);
    setStatus("idle");
  }, []);

  /** Files dropped on the dialog: one is taken as if picked; several are refused. */
  const drop = useCallback(
    (files: File[]) => {
      if (files.length > 1) setError(t("files.errors.oneFile"));
      else void choose(files[0]);
    },
    [choose, t],
  );

  /** Stops a running preview check: the file is dropped, nothing was sent. */
  const cancelCheck = useCallback(() => setFile(null), []);

  return { file, check, encoding, setEncoding, error, status, choose, drop, send, reset, cancelCheck };
}
