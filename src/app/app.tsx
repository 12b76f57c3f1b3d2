import { useState, type ReactNode } from "react";
import { Refine } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { BrowserRouter, MemoryRouter } from "react-router";
import { I18nextProvider } from "react-i18next";
import CssBaseline from "@mui/material/CssBaseline";
import { AccessContext, createAccess } from "@/providers/access/access-control-provider";
import { ToastHost } from "@/providers/notification/toast-host";
import { OfflineBanner } from "@/components/offline-banner";
import { LoadingClockContext } from "@/components/loading-clock-context";
import { createLoadingClock } from "@/domain/loading-clock";
import { refineResources, restrictedHiddenResources } from "@/resources/registry";
import { AppRoutes } from "./app-routes";
import { createAppServices, type AppServices } from "./app-services";
import { DirectionProvider } from "./direction-provider";
import { routerProvider } from "./router-provider";

const resources = refineResources();
/** The access rules, with the screens each registry entry hides from the restricted account. */
const access = createAccess(restrictedHiddenResources());

type AppProps = {
  /** Renders in memory at this path (tests); the browser's address otherwise. */
  initialPath?: string;
  services?: AppServices;
  /** Hydrates the prerendered login: its first render must be the build's (see DirectionProvider). */
  hydrating?: boolean;
};

export function App({ initialPath, services, hydrating = false }: AppProps) {
  const [app] = useState(() => services ?? createAppServices());
  const [loadingClock] = useState(createLoadingClock);
  return (
    <LoadingClockContext value={loadingClock}>
      <I18nextProvider i18n={app.i18n}>
        <DirectionProvider hydrating={hydrating}>
          <CssBaseline />
          <AppRouter initialPath={initialPath}>
            <Refine
              routerProvider={routerProvider}
              dataProvider={app.dataProvider}
              liveProvider={app.liveProvider}
              authProvider={app.authProvider}
              i18nProvider={app.i18nProvider}
              notificationProvider={app.notificationProvider}
              accessControlProvider={access.provider}
              resources={resources}
              options={{
                reactQuery: { clientConfig: app.queryClient },
                disableTelemetry: true,
                warnWhenUnsavedChanges: true,
                syncWithLocation: false,
                // Refine's "still loading" timer per data hook (an interval each) is unused: the app's
                // own note counts one clock (src/domain/loading-clock.ts). Its timers cost the phone's
                // main thread as the dashboard starts (issue 20).
                overtime: { enabled: false, interval: 1000 },
              }}
            >
              <AccessContext.Provider value={access}>
                <AppRoutes />
                <UnsavedChangesNotifier />
                <ToastHost store={app.toasts} />
                <OfflineBanner />
              </AccessContext.Provider>
            </Refine>
          </AppRouter>
        </DirectionProvider>
      </I18nextProvider>
    </LoadingClockContext>
  );
}

function AppRouter({ initialPath, children }: { initialPath?: string; children: ReactNode }) {
  return initialPath ? <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter> : <BrowserRouter>{children}</BrowserRouter>;
}
