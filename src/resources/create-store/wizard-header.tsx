import Step from "@mui/material/Step";
import StepButton from "@mui/material/StepButton";
import Stepper from "@mui/material/Stepper";
import { useTranslation } from "react-i18next";
import { ONBOARDING_STEPS, canVisitStep } from "@/domain/onboarding";

/**
 * The six steps as a header (document 1 §2.4). Every step already reached is a button that
 * shows it again; the others are disabled.
 */
export function WizardHeader({ pageState, shown, onSelect }: { pageState: number; shown: number; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("wizard.stepsLabel")}>
      <Stepper nonLinear activeStep={shown - 1} alternativeLabel sx={{ minWidth: 560 }}>
        {ONBOARDING_STEPS.map((step, index) => {
          const id = index + 1;
          return (
            <Step key={step} completed={id < pageState && id !== shown}>
              <StepButton
                onClick={() => onSelect(id)}
                disabled={!canVisitStep(id, pageState)}
                aria-current={id === shown ? "step" : undefined}
              >
                {t(`wizard.steps.${step}`)}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </nav>
  );
}
