import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";

const POINTS = ["one", "two", "three"] as const;

/** The panel's look on a small screen (a strip over the form) and on a desktop (a column beside it). */
const SX = {
  compact: {
    display: { xs: "flex", md: "none" },
    alignItems: "center",
    justifyContent: "space-between",
    gap: 2,
    p: 2,
    bgcolor: "primary.main",
    color: "primary.contrastText",
  },
  desktop: {
    display: { xs: "none", md: "flex" },
    flexDirection: "column",
    justifyContent: "center",
    gap: 3,
    p: 6,
    // White on the panel's own dark gradient in either scheme (5.3:1 at its lightest).
    color: "common.white",
    background: "linear-gradient(135deg, #0d47a1 0%, #1565c0 55%, #00796b 100%)",
  },
} as const;

/** The marketing panel inviting visitors to start selling for free: desktop and small-screen variants. */
export function MarketingPanel({ variant }: { variant: "desktop" | "compact" }) {
  return (
    <Box component="aside" data-testid={`marketing-${variant}`} sx={SX[variant]}>
      {variant === "compact" ? <CompactContent /> : <DesktopContent />}
    </Box>
  );
}

function StartSelling({ size }: { size: "small" | "large" }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.createStore} variant="contained" color="secondary" size={size}>
      {t("auth.actions.startSelling")}
    </Button>
  );
}

function CompactContent() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t("auth.marketing.compact")}
      </Typography>
      <StartSelling size="small" />
    </>
  );
}

function DesktopContent() {
  const { t } = useTranslation();
  return (
    <>
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
        <StartSelling size="large" />
      </Box>
    </>
  );
}
