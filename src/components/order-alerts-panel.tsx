import { useId, useState } from "react";
import FormControlLabel from "@mui/material/FormControlLabel";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { askNotificationPermission, notificationPermission, orderAlerts, useOrderAlert } from "@/providers/live/order-alerts";

/**
 * The new-order alert switches (issue 33). The browser is asked for notifications only by the
 * seller's switch; a refusal leaves it off and says how to allow them.
 */
export default function OrderAlertsPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const sound = useOrderAlert("sound");
  const notify = useOrderAlert("notify") && notificationPermission() === "granted";

  const switchNotify = async (on: boolean) => {
    setRefused(null);
    if (!on) return orderAlerts.save("notify", false);
    const permission = await askNotificationPermission();
    if (permission === "granted") return orderAlerts.save("notify", true);
    orderAlerts.save("notify", false);
    setRefused(t(permission === "unsupported" ? "shell.liveOrders.unsupported" : "shell.liveOrders.blocked"));
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, maxWidth: 320 } } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t("shell.liveOrders.alerts")}
      </Typography>
      <Stack>
        <FormControlLabel
          control={
            <Switch inputProps={{ role: "switch" }} checked={sound} onChange={(event) => orderAlerts.save("sound", event.target.checked)} />
          }
          label={t("shell.liveOrders.sound")}
        />
        <FormControlLabel
          control={
            <Switch inputProps={{ role: "switch" }} checked={notify} onChange={(event) => void switchNotify(event.target.checked)} />
          }
          label={t("shell.liveOrders.notify")}
        />
      </Stack>
      {refused ? (
        <Typography variant="body2" color="warning.main" role="status" sx={{ mt: 1 }}>
          {refused}
        </Typography>
      ) : null}
    </Popover>
  );
}
