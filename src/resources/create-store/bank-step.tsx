import { useState } from "react";
import Grid from "@mui/material/Grid2";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { StepActions } from "./step-actions";
import type { StepApi } from "./use-step-api";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { bankFormValues, toBankPayload } from "./wizard.mappers";
import { bankSchema, type BankValues } from "./wizard.schema";

const FIELDS: (keyof BankValues)[] = ["bank_name", "bank_account_title", "bank_account_no", "bank_account_iban"];

/** Step 4, Bank (document 1 §2.4, §5): the four bank fields, all required; `PATCH store/update_bank_details`. */
export function BankStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { form, showServerErrors, clearDraft } = useStepForm<BankValues>("bank", bankSchema, bankFormValues(wizard.store));

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        const outcome = await api.save("updateBankDetails", "patch", toBankPayload(values));
        if (outcome.ok) {
          clearDraft();
          wizard.completed("bank", outcome.store);
        } else showServerErrors(outcome.fieldErrors);
      } finally {
        setBusy(false);
      }
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Grid container spacing={2}>
        {FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name={name}
              label={t(`wizard.fields.${name}`)}
              required
              slotProps={{ htmlInput: { dir: "ltr" } }}
            />
          </Grid>
        ))}
      </Grid>
      <StepActions busy={busy} onBack={wizard.back} />
    </form>
  );
}
