import { QueryClient } from "@tanstack/react-query";
import { isTimeout } from "@/providers/data/errors";

/** The HTTP status of a failure, normalised (`statusCode`) or straight from axios (`response.status`). */
function failureStatus(error: unknown): number | undefined {
  const candidate = error as { statusCode?: unknown; response?: { status?: unknown } } | null;
  const status = candidate?.statusCode ?? candidate?.response?.status;
  return typeof status === "number" ? status : undefined;
}

/**
 * Never repeat a 4xx (the answer will not change) nor a read that timed out (the client already
 * waited a minute: another try would keep the seller waiting past the point of showing the error);
 * retry other failures (network, 5xx, unreadable answers) at most 3 times, quickly (0.2, 0.4, 0.8 s:
 * a failed token check and then the screen's own read still show their error within 10 s).
 */
export function retryPolicy(failureCount: number, error: unknown): boolean {
  const status = failureStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  if (isTimeout(error)) return false;
  return failureCount < 3;
}

/**
 * One visit asks a failing endpoint once (plus the retries above): a second part of the screen
 * reading the same query (the header's store and the screen's) takes the failure as it is
 * (`retryOnMount: false`) instead of asking again. A failure is not kept past the visit: when
 * nothing reads a failed query any more it is dropped, so coming back to the screen asks afresh.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryPolicy,
        retryDelay: (attempt) => Math.min(200 * 2 ** attempt, 1000),
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== "observerRemoved") return;
    const { query } = event;
    if (query.getObserversCount() === 0 && query.state.status === "error" && query.state.fetchStatus === "idle") cache.remove(query);
  });
  return client;
}
