import { ImportChecker, type ImportDataType, type ImportIssue, type ImportSummary, type ImportType } from "@/domain/bulk-import";
import { CsvReader, CsvRecordCounter, detectSeparator, type CsvSeparator } from "@/domain/csv";
import { IMPORT_SPECS } from "@/domain/import-specs";
import { resolveEncoding, type EncodingChoice, type TextEncoding } from "@/domain/text-encoding";
import { blobBytes } from "@/lib/file-checks";

/**
 * The check of a bulk-import CSV before it is sent (issue 21), streamed: the file is read in pieces
 * of bytes, decoded (UTF-8, or Windows-1256 when it is not valid UTF-8 or the seller says so),
 * split into records (`CsvReader`) and checked row by row (`ImportChecker`). Nothing holds the
 * whole file. First a quick pass counts the records, so the progress can say "12,000 of 50,000".
 * The same code runs in the worker (`import-check.worker.ts`) and, where there is no Worker (tests),
 * on the main thread, giving the thread back between pieces (`pause`). The file itself is sent as
 * the seller saved it (docs/server-contract.md).
 */

export type ImportCheckRequest = { dataType: ImportDataType; importType?: ImportType; encoding: EncodingChoice };

/**
 * Rows checked so far, of `total`, and the problems found since the last report. `restarted`: the
 * file is read again in another encoding, the problems reported so far no longer stand.
 */
export type ImportCheckProgress = { done: number; total: number; issues: ImportIssue[]; restarted?: boolean };

export type ImportCheckResult = {
  summary: ImportSummary;
  encoding: TextEncoding;
  /** True when the encoding was detected, not chosen. */
  detected: boolean;
  separator: CsvSeparator;
  /** The problems found since the last progress report. */
  issues: ImportIssue[];
};

export type ImportCheckOptions = {
  onProgress: (progress: ImportCheckProgress) => void;
  /** Gives the thread back between pieces (the main-thread fallback); the worker needs none. */
  pause?: () => Promise<void>;
  signal?: AbortSignal;
  /** Bytes read at once. */
  pieceBytes?: number;
  /** The least time between two progress reports. */
  progressEveryMs?: number;
};

/** Bytes read to detect the encoding and the separator. */
const HEAD_BYTES = 64 * 1024;

function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException("The check was cancelled.", "AbortError");
}

export async function checkImportFile(file: Blob, request: ImportCheckRequest, options: ImportCheckOptions): Promise<ImportCheckResult> {
  const { onProgress, pause, signal, pieceBytes = 1024 * 1024, progressEveryMs = 100 } = options;
  const pieces = async function* () {
    for (let offset = 0; offset < file.size; offset += pieceBytes) {
      aborted(signal);
      yield await blobBytes(file.slice(offset, offset + pieceBytes));
      if (pause) await pause();
    }
    aborted(signal);
  };

  const head = await blobBytes(file.slice(0, HEAD_BYTES));
  let encoding = resolveEncoding(request.encoding, head);
  const separator = detectSeparator(new TextDecoder(encoding).decode(head));

  const counter = new CsvRecordCounter(separator);
  for await (const bytes of pieces()) counter.push(bytes);
  const total = Math.max(0, counter.finish() - 1);
  onProgress({ done: 0, total, issues: [] });

  const run = async (textEncoding: TextEncoding, strict: boolean) => {
    let issues: ImportIssue[] = [];
    const checker = new ImportChecker(IMPORT_SPECS[request.dataType], request.importType, (issue) => issues.push(issue));
    const reader = new CsvReader((record) => checker.record(record), separator);
    const decoder = new TextDecoder(textEncoding, { fatal: strict });
    let problems = 0;
    const forwardProblems = () => {
      for (; problems < reader.problems.length; problems += 1) checker.problem(reader.problems[problems]);
    };
    let reportedAt = Date.now();
    for await (const bytes of pieces()) {
      reader.push(decoder.decode(bytes, { stream: true }));
      forwardProblems();
      if (Date.now() - reportedAt >= progressEveryMs) {
        onProgress({ done: Math.min(total, Math.max(0, reader.records - 1)), total, issues });
        issues = [];
        reportedAt = Date.now();
      }
    }
    reader.push(decoder.decode());
    reader.finish();
    forwardProblems();
    const summary = checker.finish();
    return { summary, issues };
  };

  // A file that looked like UTF-8 at its start may hold Windows-1256 further on: read it again so.
  const strict = request.encoding === "auto" && encoding === "utf-8";
  let outcome;
  try {
    outcome = await run(encoding, strict);
  } catch (error) {
    if (!strict || !(error instanceof TypeError)) throw error;
    encoding = "windows-1256";
    onProgress({ done: 0, total, issues: [], restarted: true });
    outcome = await run(encoding, false);
  }
  return { ...outcome, encoding, detected: request.encoding === "auto", separator };
}
