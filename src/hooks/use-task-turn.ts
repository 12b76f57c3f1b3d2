import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

type Waiter = { granted: boolean; grant: () => void };

/** How long after the seller's last key, click or tap the next turn waits. */
export const INPUT_QUIET_MS = 400;

const queue: Waiter[] = [];
let busy = false;
let lastInput = -Infinity;
let watching = false;

function watchInput() {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const note = () => (lastInput = performance.now());
  for (const type of ["keydown", "pointerdown"]) window.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * One waiter a task: the next one is granted in a task of its own, after the last one's render,
 * and not while the seller is typing or clicking: a key pressed during a turn would wait for it.
 */
function pump() {
  if (busy || queue.length === 0) return;
  busy = true;
  watchInput();
  const turn = () => {
    // A note from ahead of the clock (another clock's, as in a test with a fake one) is not input.
    const since = performance.now() - lastInput;
    if (since >= 0 && since < INPUT_QUIET_MS) {
      setTimeout(turn, INPUT_QUIET_MS - since);
      return;
    }
    const next = queue.shift();
    if (!next) {
      busy = false;
      return;
    }
    next.grant();
  };
  setTimeout(turn, 0);
}

function release() {
  busy = false;
  pump();
}

/**
 * False until this component's turn, then true for good. Components that are each one costly,
 * indivisible mount (a rich-text editor builds its ProseMirror view in one go) take turns after
 * the page's own render, one a task in the order they asked, so a form with several of them never
 * freezes the page for their sum: the browser paints and answers the seller between two turns.
 * Hand-written: React slices a transition's render between components, never inside one.
 */
export function useTaskTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const waiter: Waiter = {
      granted: false,
      grant: () => {
        waiter.granted = true;
        // Rendered in this very task, right after the check for input: a render left for a later
        // task could start just after a click or a key and make it wait.
        flushSync(() => setReady(true));
      },
    };
    queue.push(waiter);
    pump();
    return () => {
      // Its turn's render committed (or it left): the next waiter may go, in a later task.
      if (waiter.granted) release();
      else queue.splice(queue.indexOf(waiter), 1);
    };
  }, [ready]);
  return ready;
}
