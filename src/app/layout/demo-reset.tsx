import Button from "@mui/material/Button";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import { useTranslation } from "react-i18next";
import { MOCK_RESET_PATH } from "@/config/constants";
import { mockEnabled } from "@/config/env";
import { session } from "@/providers/auth/session";

/** A visible way to reset the demo data; only in builds that run the embedded mock API. */
export function DemoReset() {
  const { t } = useTranslation();
  if (!mockEnabled) return null;
  const reset = async () => {
    if (!window.confirm(t("common.actions.resetDemoConfirm"))) return;
    await fetch(MOCK_RESET_PATH, { method: "POST" });
    session.clear();
    window.location.assign("/");
  };
  return (
    <Button size="small" color="inherit" onClick={reset} startIcon={<RestartAltIcon />} sx={{ whiteSpace: "nowrap" }}>
      {t("common.actions.resetDemo")}
    </Button>
  );
}
