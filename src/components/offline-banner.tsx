import { useSyncExternalStore } from "react";
import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const online = () => navigator.onLine;
const serverOnline = () => true;

/**
 * Says so when the browser has no connection. Reads wait while offline (react-query pauses them
 * and runs them when the connection returns), so without this banner a screen would only spin.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(subscribe, online, serverOnline);
  if (isOnline) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      data-offline-banner=""
      sx={{
        position: "fixed",
        top: 8,
        left: 0,
        right: 0,
        mx: "auto",
        width: "fit-content",
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        maxWidth: "min(560px, calc(100vw - 32px))",
        boxShadow: 3,
      }}
    >
      {t("errors.offline")}
    </Alert>
  );
}
