import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";

const POINTS = ["one", "two", "three"] as const;

/** The marketing panel inviting visitors to start selling for free: desktop and small-screen variants. */
export function MarketingPanel({ variant }: { variant: "desktop" | "compact" }) {
  const { t } = useTranslation();
  if (variant === "compact") {
    return (
      <Box
        component="aside"
        data-testid="marketing-compact"
        sx={{
          display: { xs: "flex", md: "none" },
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          p: 2,
          bgcolor: "primary.main",
          color: "primary.contrastText",
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t("auth.marketing.compact")}
        </Typography>
        <Button component={RouterLink} to={paths.createStore} variant="contained" color="secondary" size="small">
          {t("auth.actions.startSelling")}
        </Button>
      </Box>
    );
  }
  return (
    <Box
      component="aside"
      data-testid="marketing-desktop"
      sx={{
        display: { xs: "none", md: "flex" },
        flexDirection: "column",
        justifyContent: "center",
        gap: 3,
        p: 6,
        // White on the panel's own dark gradient in either scheme (5.3:1 at its lightest).
        color: "common.white",
        background: "linear-gradient(135deg, #0d47a1 0%, #1565c0 55%, #00796b 100%)",
      }}
    >
      <Typography variant="h3" component="h2" sx={{ fontWeight: 700 }}>
        {t("auth.marketing.title")}
      </Typography>
      <Typography variant="h6" component="p" sx={{ opacity: 0.9, maxWidth: 480 }}>
        {t("auth.marketing.body")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
        {POINTS.map((point) => (
          <Box component="li" key={point} sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
            <CheckCircleOutlineIcon aria-hidden />
            <Typography>{t(`auth.marketing.points.${point}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Button component={RouterLink} to={paths.createStore} variant="contained" color="secondary" size="large">
          {t("auth.actions.startSelling")}
        </Button>
      </Box>
    </Box>
  );
}
