import { useEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useIsAuthenticated } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SignedOutHeading } from "@/components/color-scheme-switch";
import { PageLoader } from "@/components/page-loader";
import { session } from "@/providers/auth/session";
import { BankStep } from "./bank-step";
import { DocumentsStep } from "./documents-step";
import { SignUpStep } from "./signup-step";
import { StoreStep } from "./store-step";
import { TermsStep } from "./terms-step";
import { useStepApi, type StepApi } from "./use-step-api";
import { useWizard, type Wizard } from "./use-wizard";
import { VatStep } from "./vat-step";
import { WizardHeader } from "./wizard-header";

/**
 * With a stored session, the wizard first checks the token (`GET validate_token`, document 1 §2.4):
 * a refused one ends the session and shows step 1 with "Unauthorized Access" at once, not at the
 * next save. Then the seller's store is read once (a customer may already have one; a reload gets
 * a fresh copy). A check that fails for another reason (network, 5xx) keeps what is stored.
 */
function useStoreOnEntry(wizard: Wizard, api: StepApi): boolean {
  const [ready, setReady] = useState(!wizard.signedIn);
  const started = useRef(false);
  const { refetch: checkToken } = useIsAuthenticated({ queryOptions: { enabled: false } });
  useEffect(() => {
    if (started.current || !wizard.signedIn) return;
    started.current = true;
    void (async () => {
      await checkToken();
      if (!session.active()) {
        wizard.unauthorized();
        return;
      }
      const result = await api.fetchStore();
      if (result) wizard.adoptStore(result.store);
      setReady(true);
    })();
  }, [api, checkToken, wizard]);
  return ready || !wizard.signedIn;
}

/** The steps after the sign-up, each shown with the wizard and its calls. */
const STEPS = { store: StoreStep, documents: DocumentsStep, bank: BankStep, vat: VatStep, terms: TermsStep } as const;

function StepView({ wizard, api, uniqueCode }: { wizard: Wizard; api: StepApi; uniqueCode: string | null }) {
  if (wizard.step === "signup") return <SignUpStep wizard={wizard} uniqueCode={uniqueCode} />;
  const Step = STEPS[wizard.step];
  return <Step wizard={wizard} api={api} />;
}

/**
 * `/create-store` (title Create Store): the six-step onboarding wizard (document 1 §2.4, §4.1).
 * The URL's unique_code is sent with the sign-up.
 */
export function CreateStorePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wizard = useWizard();
  const api = useStepApi(wizard);
  const ready = useStoreOnEntry(wizard, api);

  return (
    <Box component="main" sx={{ maxWidth: 1040, mx: "auto", p: { xs: 1.5, sm: 2, md: 4 } }}>
      <SignedOutHeading title={t("wizard.title")} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ overflowX: "auto", pb: 1, mb: 3 }}>
          <WizardHeader pageState={wizard.pageState} shown={wizard.shown} onSelect={wizard.goTo} />
        </Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {t(`wizard.headings.${wizard.step}`)}
        </Typography>
        {ready ? <StepView key={wizard.step} wizard={wizard} api={api} uniqueCode={params.get("unique_code")} /> : <PageLoader />}
      </Paper>
    </Box>
  );
}
