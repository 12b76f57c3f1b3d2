import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "@/components/centered-message";
import { paths } from "@/config/paths";

/** `/not-found` (document 1 §2.1): 404, Not Found, its sentence and Go to Home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      lead={
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 800 }}>
          {t("pages.notFound.code")}
        </Typography>
      }
      title={t("pages.notFound.title")}
      body={t("pages.notFound.body")}
      action={{ to: paths.vendor, label: t("pages.notFound.home") }}
    />
  );
}
