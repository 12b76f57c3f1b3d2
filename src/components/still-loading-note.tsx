import { useContext, useEffect, useState } from "react";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { STILL_LOADING_AFTER_MS } from "@/config/constants";
import { LoadingClockContext } from "./loading-clock-context";

/**
 * Mounted while something loads: a few seconds after the page started loading (the first of a
 * chain of loaders: src/domain/loading-clock.ts) it says the server is slow (issue 16), so a slow
 * but healthy answer is waited for instead of failed. `live` makes it its own status region
 * (inside a loader that already is one, it is plain text).
 */
export function StillLoadingNote({ live = false }: { live?: boolean }) {
  const { t } = useTranslation();
  const clock = useContext(LoadingClockContext);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const since = clock?.begin() ?? Date.now();
    const timer = setTimeout(() => setLate(true), Math.max(0, since + STILL_LOADING_AFTER_MS - Date.now()));
    return () => {
      clearTimeout(timer);
      clock?.end();
    };
  }, [clock]);
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
