import Button from "@mui/material/Button";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import { useTranslation } from "react-i18next";
import { MOCK_RESET_PATH } from "@/config/constants";
import { mockEnabled } from "@/config/env";
import { session } from "@/providers/auth/session";
import { useCallFailure } from "@/hooks/use-call-failure";
import { postDemoControl } from "./demo-control";

/**
 * A visible way to reset the demo data; only in builds that run the embedded mock API. A failed
 * reset says so and keeps the seller signed in where they were.
 */
export function DemoReset() {
  const { t } = useTranslation();
  const fail = useCallFailure();
  if (!mockEnabled) return null;
  const reset = async () => {
    if (!window.confirm(t("common.actions.resetDemoConfirm"))) return;
    try {
      await postDemoControl(MOCK_RESET_PATH);
    } catch (error) {
      fail(error);
      return;
    }
    session.clear();
    window.location.assign("/");
  };
  return (
    <Button size="small" color="inherit" onClick={() => void reset()} startIcon={<RestartAltIcon />} sx={{ whiteSpace: "nowrap" }}>
      {t("common.actions.resetDemo")}
    </Button>
  );
}
