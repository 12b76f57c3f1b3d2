import { useEffect, useState } from "react";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { STILL_LOADING_AFTER_MS } from "@/config/constants";

/**
 * Mounted while something loads: after a few seconds it says the server is slow (issue 16), so a
 * slow but healthy answer is waited for instead of failed. `live` makes it its own status region
 * (inside a loader that already is one, it is plain text).
 */
export function StillLoadingNote({ live = false }: { live?: boolean }) {
  const { t } = useTranslation();
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!late) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      role={live ? "status" : undefined}
      data-still-loading=""
      sx={{ my: 1, textAlign: "center" }}
    >
      {t("common.states.stillLoading")}
    </Typography>
  );
}
