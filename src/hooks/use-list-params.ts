import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * Tab, page and search of a list page, kept in the URL (`?tab=pending&page=2&q=...`) so that a
 * refresh and the back button keep them. Changing the tab or the search goes back to page 1.
 */
export function useListParams(defaultTab = "all") {
  const [params, setParams] = useSearchParams();
  // The router commits URL changes as transitions and hands `setParams` the last *rendered* query,
  // so a second quick change (a tab, then a page) would drop the first. Changes therefore build on
  // the queries asked for and not yet rendered; a URL this hook did not ask for (back button)
  // clears them.
  const pending = useRef<string[]>([]);
  const rendered = params.toString();
  useEffect(() => {
    const index = pending.current.indexOf(rendered);
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [rendered]);
  const tab = params.get("tab") ?? defaultTab;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("q") ?? "";

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(pending.current.at(-1) ?? current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "" || (key === "tab" && value === defaultTab) || (key === "page" && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          pending.current = [...pending.current, next.toString()];
          return next;
        },
        { replace: false },
      ),
    [setParams, defaultTab],
  );

  return {
    tab,
    page,
    search,
    setTab: useCallback((value: string) => update({ tab: value, page: null }), [update]),
    setPage: useCallback((value: number) => update({ page: value }), [update]),
    setSearch: useCallback((value: string) => update({ q: value.trim() || null, page: null }), [update]),
  };
}
