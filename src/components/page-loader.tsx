import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslation } from "react-i18next";
import { StillLoadingNote } from "./still-loading-note";

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t("common.states.loading")}
      sx={{ display: "grid", placeItems: "center", alignContent: "center", minHeight: 240 }}
    >
      <CircularProgress />
      <StillLoadingNote />
    </Box>
  );
}
