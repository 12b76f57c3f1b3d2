import { checkImportFile, type ImportCheckRequest } from "./check-import-file";
import type { ImportCheckMessage } from "./start-import-check";

/**
 * The bulk-import check off the main thread (issue 21): gets a picked file and what to check it
 * against, answers with progress reports and the result. Started by `startImportCheck`, which
 * stops it with `terminate()`.
 */
const reply = (message: ImportCheckMessage) => postMessage(message);

addEventListener("message", (event: MessageEvent<{ file: File; request: ImportCheckRequest }>) => {
  const { file, request } = event.data;
  checkImportFile(file, request, { onProgress: (progress) => reply({ type: "progress", progress }) }).then(
    (result) => reply({ type: "done", result }),
    (error: unknown) => reply({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
  );
});
