import { useState } from "react";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { StepActions } from "./step-actions";
import type { StepApi } from "./use-step-api";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { toVatPayload, vatFormValues } from "./wizard.mappers";
import { vatSchema, type VatValues } from "./wizard.schema";

/**
 * Step 5, Vat (document 1 §2.4, §5): a required number from 1 to 50; `PATCH store/update_vat`.
 * A text input (decimal keyboard), so that a non-number gets "Must be number" rather than vanishing.
 */
export function VatStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { form, showServerErrors, clearDraft } = useStepForm<VatValues>("vat", vatSchema, vatFormValues(wizard.store));

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        const outcome = await api.save("updateVat", "patch", toVatPayload(values));
        if (outcome.ok) {
          clearDraft();
          wizard.completed("vat", outcome.store);
        } else showServerErrors(outcome.fieldErrors);
      } finally {
        setBusy(false);
      }
    }),
  );

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
