import { useDeferredValue, useMemo } from "react";

type Read<TData> = {
  data?: TData;
  isLoading: boolean;
  isError: boolean;
  error?: { message?: string } | null;
  refetch: () => unknown;
};

/**
 * What a view shows of a read (its data, loading and failure), handed over as a deferred value.
 * A query's answer re-renders its component at once and in one task (React Query subscribes with
 * useSyncExternalStore, which React never slices); a view that is `memo` and takes this value
 * keeps that render small, and React renders the view with the answer in a transition, in slices
 * that leave the page responsive (Lighthouse's total blocking time).
 */
export function useDeferredRead<TData>({ data, isLoading, isError, error, refetch }: Read<TData>) {
  return useDeferredValue(useMemo(() => ({ data, isLoading, isError, error, refetch }), [data, isLoading, isError, error, refetch]));
}

export type DeferredRead<TData> = ReturnType<typeof useDeferredRead<TData>>;
