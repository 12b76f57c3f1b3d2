import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { StepActions } from "./step-actions";
import type { StepApi } from "./use-step-api";
import { usePatchStep } from "./use-patch-step";
import type { Wizard } from "./use-wizard";

/**
 * Step 5, Vat (document 1 §2.4, §5): a required number from 1 to 50; `PATCH store/update_vat`.
 * A text input (decimal keyboard), so that a non-number gets "Must be number" rather than vanishing.
 */
export function VatStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const { form, busy, onSubmit } = usePatchStep(wizard, api, "vat");

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Box sx={{ maxWidth: 320 }}>
        <FormTextField
          control={form.control}
          name="vat"
          label={t("wizard.fields.vat")}
          required
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      </Box>
      <StepActions busy={busy} onBack={wizard.back} />
    </form>
  );
}
