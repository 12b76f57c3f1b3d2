import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { ResetPasswordCard } from "./reset-password-card";
import { paths } from "@/config/paths";

/**
 * A reset link that cannot be used (already used, expired, forged, or the page opened without
 * one): says so, and asks again through the login page's Forgot password dialog, opened for it.
 */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <ResetPasswordCard title={t("auth.reset.invalidLink")}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("auth.reset.invalidBody")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Button component={RouterLink} to={paths.login} state={{ forgotPassword: true }} variant="contained">
          {t("auth.actions.requestNewLink")}
        </Button>
        <Button component={RouterLink} to={paths.login} variant="text">
          {t("auth.actions.backToLogin")}
        </Button>
      </Stack>
    </ResetPasswordCard>
  );
}
