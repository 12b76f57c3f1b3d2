import { useCustom, useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";

type Params = Record<string, string | number>;

/**
 * Reads a named operation of the API table (`dashboard`, `orderTabs`...). Pages name the call;
 * the data provider owns its URL.
 */
export function useApiQuery<T extends BaseRecord>(
  operation: string,
  options: { params?: Params; query?: Record<string, unknown>; enabled?: boolean } = {},
) {
  return useCustom<T, HttpError>({
    url: operation,
    method: "get",
    config: options.query ? { query: options.query } : undefined,
    meta: options.params ? { params: options.params } : undefined,
    queryOptions: { enabled: options.enabled ?? true },
  });
}

/**
 * Sends a named operation of the API table. By default Refine handles a failure (the auth
 * provider's onError: 401 signs out, 404 goes to /not-found; an error toast). A caller that owns
 * every failure itself (the create-store wizard: a 401 returns to its step 1) passes
 * `mutationOptions.onError`, which replaces Refine's handler.
 */
export function useApiMutation<T extends BaseRecord = BaseRecord>(options?: Parameters<typeof useCustomMutation<T, HttpError>>[0]) {
  return useCustomMutation<T, HttpError>(options);
}
