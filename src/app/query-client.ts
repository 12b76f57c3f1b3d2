import { QueryClient } from "@tanstack/react-query";

/** Never repeat a 4xx; retry other failures at most 3 times, quickly. */
export function retryPolicy(failureCount: number, error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryPolicy,
        retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 2000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
