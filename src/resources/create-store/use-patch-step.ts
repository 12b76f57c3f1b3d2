import { useState } from "react";
import type { AnyObjectSchema } from "yup";
import type { Store } from "@/domain/types";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import type { StepApi } from "./use-step-api";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { bankFormValues, toBankPayload, toVatPayload, vatFormValues } from "./wizard.mappers";
import { bankSchema, vatSchema, type BankValues, type VatValues } from "./wizard.schema";

type PatchStepValues = { bank: BankValues; vat: VatValues };

type PatchStep<T> = {
  schema: AnyObjectSchema;
  saved: (store: Store | null) => T;
  /** The operation of src/providers/data/api/onboarding.ts the step saves through. */
  operation: string;
  toPayload: (values: T) => object;
};

/** The steps whose save is one `PATCH` of their own values (document 1 §5). */
const PATCH_STEPS: { [S in keyof PatchStepValues]: PatchStep<PatchStepValues[S]> } = {
  bank: { schema: bankSchema, saved: bankFormValues, operation: "updateBankDetails", toPayload: toBankPayload },
  vat: { schema: vatSchema, saved: vatFormValues, operation: "updateVat", toPayload: toVatPayload },
};

/**
 * A step whose save is one `PATCH` of its own values (Bank, Vat): its form, and a submit that
 * saves once at a time, clears the draft and moves on, or shows the server's field errors.
 */
export function usePatchStep<S extends keyof PatchStepValues>(wizard: Wizard, api: StepApi, step: S) {
  const { schema, saved, operation, toPayload } = PATCH_STEPS[step] as PatchStep<PatchStepValues[S]>;
  const [busy, setBusy] = useState(false);
  const { form, showServerErrors, clearDraft } = useStepForm<PatchStepValues[S]>(step, schema, saved(wizard.store));

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        const outcome = await api.save(operation, "patch", toPayload(values));
        if (outcome.ok) {
          clearDraft();
          wizard.completed(step, outcome.store);
        } else showServerErrors(outcome.fieldErrors);
      } finally {
        setBusy(false);
      }
    }),
  );

  return { form, busy, onSubmit };
}
