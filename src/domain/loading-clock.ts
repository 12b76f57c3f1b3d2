/**
 * Since when the page has been loading, for "still loading" (issue 16). A screen that loads in
 * steps mounts one loader after another (the screen's code, then its read, then a dependent read):
 * each used to count its few seconds from its own start, so the note could wait twice as long as
 * it says. A loader that begins while another is on, or right after one ended (within `chainGapMs`),
 * continues its clock; one that begins after a quiet moment starts a new one.
 */
export function createLoadingClock(now: () => number = Date.now, chainGapMs = 250) {
  let active = 0;
  let since = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  return {
    /** A loader begins: returns since when the page has been loading. */
    begin(): number {
      const at = now();
      if (active === 0 && at - lastEnd > chainGapMs) since = at;
      active += 1;
      return since;
    },
    /** That loader ends (it unmounted). */
    end(): void {
      active = Math.max(0, active - 1);
      if (active === 0) lastEnd = now();
    },
  };
}

export type LoadingClock = ReturnType<typeof createLoadingClock>;
