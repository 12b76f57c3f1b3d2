import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true from the next one, which React renders in a task of its own after
 * the first commit's effects (a transition, no timer: a test's fake clock does not hold it). For the
 * parts of a screen that may come a moment after the rest: rendered, committed and their effects run
 * (their queries start) in tasks of their own instead of lengthening the screen's first ones
 * (issue 20: Lighthouse's total blocking time counts each long task's excess over 50 ms).
 */
export function useAfterFirstCommit(): boolean {
  return useCommitStage(1) === 1;
}

/**
 * The same in stages: 0 on the first render, then one more after each commit, up to `last`. A part
 * built in stages commits each in a task of its own. Later stages are transitions too, so an update
 * that arrives meanwhile (a query's answer, itself a transition) may render with one of them: a
 * stage that must stay small keeps out what it has not reached yet, whatever has arrived.
 */
export function useCommitStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < last) startTransition(() => setStage(stage + 1));
  }, [stage, last]);
  return stage;
}
