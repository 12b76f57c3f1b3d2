import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "@/components/centered-message";
import { paths } from "@/config/paths";

/** `/not-found` (document 1 §2.1): 404, Not Found, its sentence and Go to Home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredMessage>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 800 }}>
        {t("pages.notFound.code")}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t("pages.notFound.title")}
      </Typography>
      <Typography color="text.secondary">{t("pages.notFound.body")}</Typography>
      <Button component={RouterLink} to={paths.vendor} variant="contained">
        {t("pages.notFound.home")}
      </Button>
    </CenteredMessage>
  );
}
