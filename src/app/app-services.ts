import type { i18n as I18n } from "i18next";
import type { QueryClient } from "@tanstack/react-query";
import { ORDERS_POLL_INTERVAL_MS } from "@/config/constants";
import { env } from "@/config/env";
import { createAuthProvider } from "@/providers/auth/auth-provider";
import { session } from "@/providers/auth/session";
import { createDataProvider } from "@/providers/data/data-provider";
import { createHttpClient, type HttpClient } from "@/providers/data/http-client";
import { createI18n, createI18nProvider } from "@/providers/i18n/i18n";
import { createNotificationProvider, createToastStore } from "@/providers/notification/toast-store";
import { createDeferredLiveProvider } from "@/providers/live/deferred-live-provider";
import { createQueryClient } from "./query-client";

/**
 * Everything the app needs, built once per app instance (tests build a fresh set per render).
 * `apiReady`: called by the first API call, which waits for what it returns before going out (the
 * demo's mock worker starting: src/main.tsx). The live provider (new orders, issue 33) loads its
 * code when the signed-in shell first subscribes.
 */
export function createAppServices(apiBase: string = env.apiBase, { apiReady }: { apiReady?: () => Promise<unknown> | undefined } = {}) {
  const i18n: I18n = createI18n();
  const t = (key: string) => i18n.t(key);
  const queryClient: QueryClient = createQueryClient();
  const http: HttpClient = createHttpClient(apiBase, session, { ready: apiReady });
  const toasts = createToastStore();
  const dataProvider = createDataProvider(http, t);
  return {
    i18n,
    queryClient,
    http,
    toasts,
    dataProvider,
    liveProvider: createDeferredLiveProvider(() =>
      import("@/providers/live/orders-live-provider").then(({ createOrdersLiveProvider, ordersSource }) =>
        createOrdersLiveProvider({ source: ordersSource(dataProvider), intervalMs: ORDERS_POLL_INTERVAL_MS }),
      ),
    ),
    authProvider: createAuthProvider({ http, queryClient, t }),
    i18nProvider: createI18nProvider(i18n),
    notificationProvider: createNotificationProvider(toasts),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
