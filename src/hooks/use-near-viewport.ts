import { useEffect, useState } from "react";

/**
 * Whether an element has come within `margin` px of the viewport (true from then on), with the
 * callback ref to put on it. Where there is no IntersectionObserver (jsdom), true at once. For work
 * worth doing only when the seller will see it: the dashboard's chart, below the fold of a phone,
 * loads when scrolled to.
 */
export function useNearViewport<T extends Element>(margin = 0): [(element: T | null) => void, boolean] {
  const [target, setTarget] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return [setTarget, near];
}
