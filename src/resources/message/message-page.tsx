import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "@/components/centered-message";
import { paths } from "@/config/paths";

/** `/message`: the Application Received page (document 1 §2.1). */
export function MessagePage() {
  const { t } = useTranslation();
  return (
    <CenteredMessage>
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t("pages.message.title")}
      </Typography>
      <Typography color="text.secondary">{t("pages.message.body")}</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained">
        {t("pages.message.explore")}
      </Button>
    </CenteredMessage>
  );
}
