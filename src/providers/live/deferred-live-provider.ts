import type { LiveProvider } from "@refinedev/core";

type Handle = { options: Parameters<LiveProvider["subscribe"]>[0]; inner?: unknown; cancelled: boolean };

/**
 * Refine's live provider, its code loaded on the first subscription (the signed-in shell's), so
 * the login route carries only this stand-in. Events published before then concern no one.
 */
export function createDeferredLiveProvider(load: () => Promise<LiveProvider>): LiveProvider {
  let provider: LiveProvider | null = null;
  let loading: Promise<LiveProvider> | null = null;
  const loaded = () =>
    (loading ??= load().then(
      (loadedProvider) => (provider = loadedProvider),
      (error: unknown) => {
        // A chunk that failed to load is asked again by the next subscription.
        loading = null;
        throw error;
      },
    ));
  return {
    subscribe(options) {
      const handle: Handle = { options, cancelled: false };
      loaded().then(
        (loadedProvider) => {
          if (!handle.cancelled) handle.inner = loadedProvider.subscribe(options);
        },
        () => undefined,
      );
      return handle;
    },
    unsubscribe(handle: Handle) {
      handle.cancelled = true;
      if (handle.inner !== undefined) provider?.unsubscribe(handle.inner);
    },
    publish(event) {
      provider?.publish?.(event);
    },
  };
}
