import { checkImportFile, type ImportCheckProgress, type ImportCheckRequest, type ImportCheckResult } from "./check-import-file";

export type { ImportCheckProgress, ImportCheckRequest, ImportCheckResult } from "./check-import-file";

/** What the worker answers. */
export type ImportCheckMessage =
  { type: "progress"; progress: ImportCheckProgress } | { type: "done"; result: ImportCheckResult } | { type: "failed"; message: string };

export type ImportCheckListener = {
  onProgress: (progress: ImportCheckProgress) => void;
  onDone: (result: ImportCheckResult) => void;
  onFailed: (message: string) => void;
};

/** Piece size and pause of the main-thread fallback: short tasks, so clicks are handled between them. */
const FALLBACK_PIECE_BYTES = 128 * 1024;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Checks a picked CSV in a Web Worker (a Vite module worker: served from the app's own origin, so
 * the CSP's `worker-src 'self'` allows it), or on the main thread in short pieces where there is
 * no Worker (jsdom) or it cannot start. `cancel()` stops it at once; no callback follows.
 */
export function startImportCheck(file: File, request: ImportCheckRequest, listener: ImportCheckListener): { cancel: () => void } {
  let cancelled = false;
  const controller = new AbortController();
  let worker: Worker | null = null;

  const runHere = () => {
    checkImportFile(file, request, {
      onProgress: (progress) => !cancelled && listener.onProgress(progress),
      pause,
      signal: controller.signal,
      pieceBytes: FALLBACK_PIECE_BYTES,
      progressEveryMs: 50,
    }).then(
      (result) => !cancelled && listener.onDone(result),
      (error: unknown) => !cancelled && listener.onFailed(error instanceof Error ? error.message : String(error)),
    );
  };

  if (typeof Worker === "function") {
    try {
      worker = new Worker(new URL("./import-check.worker.ts", import.meta.url), { type: "module", name: "import-check" });
    } catch {
      worker = null;
    }
  }
  if (!worker) {
    runHere();
  } else {
    let heard = false;
    const started = worker;
    started.onmessage = (event: MessageEvent<ImportCheckMessage>) => {
      heard = true;
      if (cancelled) return;
      const message = event.data;
      if (message.type === "progress") listener.onProgress(message.progress);
      else {
        started.terminate();
        if (message.type === "done") listener.onDone(message.result);
        else listener.onFailed(message.message);
      }
    };
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      if (cancelled) return;
      // A worker that could not start (blocked, not found) never spoke: check here instead.
      if (!heard) runHere();
      else listener.onFailed(event.message || "The check stopped.");
    };
    started.postMessage({ file, request });
  }

  return {
    cancel: () => {
      cancelled = true;
      controller.abort();
      worker?.terminate();
    },
  };
}
