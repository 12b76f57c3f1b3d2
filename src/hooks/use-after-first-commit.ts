import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true a task after the first commit (in a transition). For the parts of
 * a screen that may come a moment after the rest: rendered, committed and their effects run (their
 * queries start) in tasks of their own instead of lengthening the screen's first ones (issue 20:
 * Lighthouse's total blocking time counts each long task's excess over 50 ms).
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
