import { lazy, Suspense, useState } from "react";
import IconButton from "@mui/material/IconButton";
import NotificationsActiveOutlinedIcon from "@mui/icons-material/NotificationsActiveOutlined";
import NotificationsNoneOutlinedIcon from "@mui/icons-material/NotificationsNoneOutlined";
import { useTranslation } from "react-i18next";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { notificationPermission, useOrderAlert } from "@/providers/live/order-alerts";

// The switches load with their first opening: the shell's first paint carries only the button.
const OrderAlertsPanel = lazy(() => import("@/components/order-alerts-panel"));

/**
 * New-order alerts (issue 33): a sound and a browser notification, each off until the seller
 * switches it on (src/components/order-alerts-panel.tsx). The button's bell rings when one is on.
 */
export function OrderAlertsMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sound = useOrderAlert("sound");
  const notify = useOrderAlert("notify") && notificationPermission() === "granted";
  const visible = useAccessRules()("orders", "list").can;
  if (!visible) return null;
  return (
    <>
      <IconButton
        size="small"
        color="inherit"
        aria-label={t("shell.liveOrders.alerts")}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {sound || notify ? <NotificationsActiveOutlinedIcon /> : <NotificationsNoneOutlinedIcon />}
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <OrderAlertsPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
