import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "@/components/centered-message";
import { paths } from "@/config/paths";

/** `/message`: the Application Received page (document 1 §2.1). */
export function MessagePage() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      lead={<MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />}
      title={t("pages.message.title")}
      body={t("pages.message.body")}
      action={{ to: paths.login, label: t("pages.message.explore") }}
    />
  );
}
