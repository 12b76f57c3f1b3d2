import { useCallback, useState } from "react";

/** Failures that end a run: the session ended (401) or the app leaves for /not-found (404). */
export const ENDS_RUN: readonly number[] = [401, 404];

export type BulkProgress = { done: number; total: number };

/** One record's step: what came of it, and whether the run ends there (the session ended, the app leaves the screen). */
export type BulkStep<O> = { outcome: O; stop?: boolean };

/**
 * Runs a bulk action over selected records one after another (the orders' status change, the
 * catalogue's delete), keeping the progress a dialog shows; null when no run is going on. Returns
 * the outcomes in the order selected; a stopped run leaves the rest untried.
 */
export function useBulkRun() {
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const run = useCallback(async <O>(ids: readonly number[], step: (id: number) => Promise<BulkStep<O>>): Promise<O[]> => {
    const outcomes: O[] = [];
    setProgress({ done: 0, total: ids.length });
    try {
      for (const id of ids) {
        const { outcome, stop } = await step(id);
        outcomes.push(outcome);
        setProgress({ done: outcomes.length, total: ids.length });
        if (stop) break;
      }
    } finally {
      setProgress(null);
    }
    return outcomes;
  }, []);

  return { run, progress };
}
