import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { bulkImportPayload, previewImport, type ImportPreview, type ImportSpec, type ImportType } from "@/domain/bulk-import";
import { checkFile } from "@/lib/file-checks";
import { upload } from "@/lib/object-storage";
import { useApiMutation } from "@/hooks/use-api-query";

export type BulkImportStatus = "idle" | "checking" | "sending";

/** Reads a picked file as text (UTF-8). */
function readText(file: File): Promise<string> {
  if (typeof file.text === "function") return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

/**
 * The bulk import's state (document 2 §2, §5, §7): the picked CSV (checked before any request),
 * its in-browser preview, and the send: the file goes to object storage, then
 * `POST common/bulk_imports/import`. Errors are texts for the dialog.
 */
export function useBulkImport({ spec, importType, storeId, onDone }: { spec: ImportSpec; importType?: ImportType; storeId?: number; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const { mutateAsync } = useApiMutation();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<BulkImportStatus>("idle");

  const preview: ImportPreview | null = text === null ? null : previewImport(text, spec, importType);

  const choose = useCallback(
    async (picked: File | undefined) => {
      if (!picked) return;
      setStatus("checking");
      setError(null);
      try {
        const check = await checkFile(picked, "csv");
        if (!check.ok) {
          setFile(null);
          setText(null);
          setError(t(check.error.key, check.error.values));
          return;
        }
        setFile(picked);
        setText(await readText(picked));
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
    } catch {
      setError(t("bulkImport.messages.uploadError"));
      setStatus("idle");
      return;
    }
    try {
      const values = bulkImportPayload({ file: { name: file.name, url: stored.url, key: stored.key }, dataType: spec.dataType, importType, storeId });
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
    setText(null);
    setError(null);
    setStatus("idle");
  }, []);

  return { file, preview, error, status, choose, send, reset };
}
