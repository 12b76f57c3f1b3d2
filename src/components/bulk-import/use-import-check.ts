import { startTransition, useEffect, useState } from "react";
import type { ImportDataType, ImportIssue, ImportType } from "@/domain/bulk-import";
import type { EncodingChoice } from "@/domain/text-encoding";
import { startImportCheck, type ImportCheckResult } from "@/lib/import-check/start-import-check";

export type ImportCheckView =
  | { phase: "idle" }
  /** `total` is null while the records are being counted. */
  | { phase: "checking"; done: number; total: number | null }
  | { phase: "done"; result: ImportCheckResult; issues: readonly ImportIssue[] }
  | { phase: "failed" };

type Done = Extract<ImportCheckView, { phase: "done" }>;
type Tracked = { file: File | null; key: string; view: ImportCheckView };

const STARTING: ImportCheckView = { phase: "checking", done: 0, total: null };

/**
 * The preview of a picked CSV (issue 21): checked once per file and settings (import type,
 * encoding), off the main thread, never on a render. A result is kept for the file, so going back
 * to an earlier setting shows it at once. Dropping the file (or a new one) cancels a running check.
 */
export function useImportCheck(
  file: File | null,
  dataType: ImportDataType,
  importType: ImportType | undefined,
  encoding: EncodingChoice,
): ImportCheckView {
  const key = `${dataType}|${importType ?? ""}|${encoding}`;
  // Results by file, then by settings (a WeakMap: a dropped file takes its results with it).
  const [results] = useState(() => new WeakMap<File, Map<string, Done>>());
  const [tracked, setTracked] = useState<Tracked>({ file: null, key: "", view: { phase: "idle" } });
  const cached = file ? results.get(file)?.get(key) : undefined;

  useEffect(() => {
    if (!file || results.get(file)?.has(key)) return;
    let issues: ImportIssue[] = [];
    const show = (view: ImportCheckView) => setTracked({ file, key, view });
    const job = startImportCheck(
      file,
      { dataType, importType, encoding },
      {
        onProgress: ({ done, total, issues: batch, restarted }) => {
          if (restarted) issues = [];
          for (const issue of batch) issues.push(issue);
          show({ phase: "checking", done, total });
        },
        onDone: (result) => {
          for (const issue of result.issues) issues.push(issue);
          const view: Done = { phase: "done", result: { ...result, issues: [] }, issues };
          if (!results.has(file)) results.set(file, new Map());
          results.get(file)?.set(key, view);
          // The summary and its tables render as a transition: in slices, no long task.
          startTransition(() => show(view));
        },
        onFailed: () => show({ phase: "failed" }),
      },
    );
    return () => job.cancel();
  }, [file, key, dataType, importType, encoding, results]);

  if (!file) return { phase: "idle" };
  if (cached) return cached;
  return tracked.file === file && tracked.key === key ? tracked.view : STARTING;
}
