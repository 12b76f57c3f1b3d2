import { useEffect, useState } from "react";

/**
 * How many of a long list's rows to render now: `first` with the page, then `step` more per task
 * (a timer between renders lets the browser paint and answer the seller), until all `total` are
 * shown. A list of hundreds of rich rows (a product's variants, an order's line items) then never
 * blocks the page while it opens: the rows on screen come first, the others follow in short
 * tasks. Rows added later follow the same way. Not a transition: one would be restarted by every
 * other update on the page and could wait seconds before running as one long task.
 */
export function useProgressiveCount(total: number, first = 10, step = 10): number {
  const [count, setCount] = useState(first);
  const behind = count < total;
  useEffect(() => {
    if (!behind) return;
    const timer = setTimeout(() => setCount((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [behind, count, step]);
  return Math.min(count, total);
}
