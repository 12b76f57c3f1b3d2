import type { i18n as I18n } from "i18next";
import type { QueryClient } from "@tanstack/react-query";
import { env } from "@/config/env";
import { createAuthProvider } from "@/providers/auth/auth-provider";
import { session } from "@/providers/auth/session";
import { createDataProvider } from "@/providers/data/data-provider";
import { createHttpClient, type HttpClient } from "@/providers/data/http-client";
import { createI18n, createI18nProvider } from "@/providers/i18n/i18n";
import { createNotificationProvider, createToastStore } from "@/providers/notification/toast-store";
import { createQueryClient } from "./query-client";

/**
 * Everything the app needs, built once per app instance (tests build a fresh set per render).
 * `apiReady`: called by the first API call, which waits for what it returns before going out (the
 * demo's mock worker starting: src/main.tsx).
 */
export function createAppServices(apiBase: string = env.apiBase, { apiReady }: { apiReady?: () => Promise<unknown> | undefined } = {}) {
  const i18n: I18n = createI18n();
  const t = (key: string) => i18n.t(key);
  const queryClient: QueryClient = createQueryClient();
  const http: HttpClient = createHttpClient(apiBase, session, { ready: apiReady });
  const toasts = createToastStore();
  return {
    i18n,
    queryClient,
    http,
    toasts,
    dataProvider: createDataProvider(http, t),
    authProvider: createAuthProvider({ http, queryClient, t }),
    i18nProvider: createI18nProvider(i18n),
    notificationProvider: createNotificationProvider(toasts),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
