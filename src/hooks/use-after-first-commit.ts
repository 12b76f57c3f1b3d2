import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true from the next one, which React renders in a task of its own after
 * the first commit's effects (a transition, no timer: a test's fake clock does not hold it). For the
 * parts of a screen that may come a moment after the rest: rendered, committed and their effects run
 * (their queries start) in tasks of their own instead of lengthening the screen's first ones
 * (issue 20: Lighthouse's total blocking time counts each long task's excess over 50 ms).
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
