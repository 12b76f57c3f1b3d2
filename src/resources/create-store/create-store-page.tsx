import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { ONBOARDING_STEPS } from "@/domain/onboarding";
import { session } from "@/providers/auth/session";

/**
 * `/create-store` (title Create Store): the six-step header at the stored page state.
 * The steps' forms arrive with the wizard issue; this page already reads the state a customer's
 * sign-in sets (step 2).
 */
export function CreateStorePage() {
  const { t } = useTranslation();
  const active = Math.min(session.wizardStep(), ONBOARDING_STEPS.length) - 1;
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: "auto", p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("pages.wizard.title")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, overflowX: "auto" }}>
        <Stepper activeStep={active} alternativeLabel>
          {ONBOARDING_STEPS.map((step) => (
            <Step key={step}>
              <StepLabel>{t(`pages.wizard.steps.${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography sx={{ mt: 4 }} color="text.secondary">
          {t("pages.wizard.comingSoon")}
        </Typography>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          {t("pages.wizard.backToLogin")}
        </Button>
      </Paper>
    </Box>
  );
}
