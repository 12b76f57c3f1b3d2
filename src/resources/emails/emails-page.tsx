import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { useTranslation } from "react-i18next";
import { CardGrid } from "@/components/card-grid";

/** The three fixed campaigns (document 2 §2 "Emails", §9). */
const CAMPAIGNS = ["summerSales", "winterSales", "newArrivals"] as const;

/**
 * `/vendor/emails`: the campaign cards. Their Send Emails buttons do nothing in the spec, so they
 * are shown disabled with a visible "coming soon" note rather than as buttons that silently fail.
 */
export function EmailsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("emails.titles.campaigns")}
      </Typography>
      <CardGrid minWidth={280}>
        {CAMPAIGNS.map((campaign) => (
          <li key={campaign}>
            <Card
              variant="outlined"
              component="article"
              aria-labelledby={`campaign-${campaign}`}
              sx={{ height: "100%", display: "flex", flexDirection: "column" }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`campaign-${campaign}`} variant="h6" component="h2">
                  {t(`emails.campaigns.${campaign}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t(`emails.campaigns.${campaign}.description`)}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: "wrap" }}>
                <Button variant="contained" startIcon={<SendOutlined />} disabled aria-describedby={`campaign-${campaign}-soon`}>
                  {t("emails.actions.sendEmails")}
                </Button>
                <Chip id={`campaign-${campaign}-soon`} size="small" label={t("emails.comingSoon")} />
              </CardActions>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
