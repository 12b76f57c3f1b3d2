import { useState } from "react";
import Grid from "@mui/material/Grid2";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { FileField } from "@/components/file-field";
import { FormTextField } from "@/components/form-text-field";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { keyFromUrl } from "@/lib/object-storage";
import { removeQuietly, storePickedFile, upload } from "@/lib/object-transfers";
import { StepActions } from "./step-actions";
import type { StepApi } from "./use-step-api";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { documentsFormValues, toDocumentsPayload } from "./wizard.mappers";
import { documentsSchema, type DocumentsValues } from "./wizard.schema";

/**
 * Step 3, Document (document 1 §2.4, §5): business name, business type, licence number and the
 * licence (pdf only), all required; the PDF goes to the documents folder of object storage on
 * save, then `PATCH store/update_documents`. A replaced licence is deleted once the save succeeded.
 */
export function DocumentsStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const { form, showServerErrors, clearDraft } = useStepForm<DocumentsValues>(
    "documents",
    documentsSchema,
    documentsFormValues(wizard.store),
  );
  const { control, handleSubmit } = form;

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      setBusy(true);
      try {
        const file = values.businsess_license_file;
        let url = typeof file === "string" ? file : "";
        let uploadedKey: string | null = null;
        if (file instanceof File) {
          const stored = await storePickedFile(
            file,
            (picked) => upload(picked, "documents"),
            () => open?.({ key: "wizard-upload", type: "error", message: t("wizard.messages.uploadFailed") }),
          );
          if (!stored) return;
          url = stored.url;
          uploadedKey = stored.key;
        }
        const outcome = await api.save("updateDocuments", "patch", toDocumentsPayload(values, url));
        if (!outcome.ok) {
          showServerErrors(outcome.fieldErrors);
          void removeQuietly([uploadedKey]);
          return;
        }
        if (uploadedKey) void removeQuietly([keyFromUrl(wizard.store?.businsess_license_file as string | undefined)]);
        clearDraft();
        wizard.completed("documents", outcome.store);
      } finally {
        setBusy(false);
      }
    }),
  );

  const text = (name: keyof DocumentsValues) => <FormTextField control={control} name={name} label={t(`wizard.fields.${name}`)} required />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text("business_name")}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("business_type")}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("license_no")}</Grid>
        <Grid size={12}>
          <FileField
            control={control}
            name="businsess_license_file"
            kind="pdf"
            label={t("wizard.fields.businsess_license_file")}
            required
            disabled={busy}
          />
        </Grid>
      </Grid>
      <StepActions busy={busy} onBack={wizard.back} />
    </form>
  );
}
