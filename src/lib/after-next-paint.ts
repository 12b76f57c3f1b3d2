/** How long a hidden page (no frames) waits before the work runs anyway. */
const WITHOUT_FRAMES_MS = 100;

/**
 * Runs `work` in a task of its own after the next frame, so what a key or a click changes on screen
 * is painted before work the seller does not see (serialising, validating, storing). In a page that
 * paints no frames (hidden) it runs after 100 ms. Returns a cancel.
 * Hand-written: the platform's `scheduler.yield` and `requestIdleCallback` do not wait for the paint.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, WITHOUT_FRAMES_MS);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  }
  function run() {
    if (done) return;
    cancel();
    work();
  }
  return cancel;
}
