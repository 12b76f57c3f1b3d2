import Grid from "@mui/material/Grid2";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { StepActions } from "./step-actions";
import type { StepApi } from "./use-step-api";
import { usePatchStep } from "./use-patch-step";
import type { Wizard } from "./use-wizard";
import type { BankValues } from "./wizard.schema";

const FIELDS: (keyof BankValues)[] = ["bank_name", "bank_account_title", "bank_account_no", "bank_account_iban"];

/** Step 4, Bank (document 1 §2.4, §5): the four bank fields, all required; `PATCH store/update_bank_details`. */
export function BankStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const { form, busy, onSubmit } = usePatchStep(wizard, api, "bank");

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
