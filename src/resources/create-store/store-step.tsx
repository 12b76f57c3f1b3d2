import { useState } from "react";
import Grid from "@mui/material/Grid2";
import MenuItem from "@mui/material/MenuItem";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ImageField } from "@/components/file-field";
import { FormTextField } from "@/components/form-text-field";
import { COUNTRIES } from "@/domain/countries";
import { takenNameFields } from "@/domain/store-name-check";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { removeQuietly, storePickedFile } from "@/lib/object-transfers";
import { StepActions } from "./step-actions";
import { logoKeys, uploadLogo } from "./store-logo";
import type { StepApi } from "./use-step-api";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { storeFormValues, toNameQuery, toStorePayload, type LogoUrls } from "./wizard.mappers";
import { storeSchema, type StoreValues } from "./wizard.schema";

const COUNTRY_IDS = Object.keys(COUNTRIES).map(Number);

/**
 * Step 2, Store (document 1 §2.4, §5, §7.2). The first save checks the name
 * (`GET store/name_existence`) and creates the store (`POST store/create_store`); later saves
 * update it (`PATCH store`). A new logo is resized and uploaded with its versions on save; the
 * old one is deleted once the save succeeded.
 */
export function StoreStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const { form, showServerErrors, clearDraft } = useStepForm<StoreValues>("store", storeSchema, storeFormValues(wizard.store));
  const { control, handleSubmit, setError } = form;
  const creating = !wizard.store?.id;

  const onSubmit = useSubmitOnce(
    handleSubmit(async (values) => {
      setBusy(true);
      try {
        if (creating) {
          const check = await api.nameTaken(toNameQuery(values));
          if (!check) return;
          if (check.kind === "taken") {
            for (const field of takenNameFields(check.fields, values.name_ar.trim() !== "")) {
              setError(field, { type: "server", message: "wizard.messages.nameTaken" });
            }
            return;
          }
        }
        let logo: LogoUrls = { logo_image: typeof values.logo_image === "string" ? values.logo_image : "" };
        let uploaded: string[] = [];
        if (values.logo_image instanceof File) {
          const stored = await storePickedFile(values.logo_image, uploadLogo, () =>
            open?.({ key: "wizard-upload", type: "error", message: t("wizard.messages.imageUploadFailed") }),
          );
          if (!stored) return;
          ({ urls: logo, keys: uploaded } = stored);
        }
        const outcome = await api.save(creating ? "createStore" : "updateStore", creating ? "post" : "patch", toStorePayload(values, logo));
        if (!outcome.ok) {
          showServerErrors(outcome.fieldErrors);
          void removeQuietly(uploaded);
          return;
        }
        if (uploaded.length > 0) void removeQuietly(logoKeys(wizard.store));
        clearDraft();
        wizard.completed("store", outcome.store);
      } finally {
        setBusy(false);
      }
    }),
  );

  const text = (name: keyof StoreValues, extra: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={name} label={t(`wizard.fields.${name}`)} {...extra} />
  );
  const arabic = { helperText: t("wizard.hints.arabicFallback"), slotProps: { htmlInput: { dir: "rtl", lang: "ar" } } };
  const half = { xs: 12, md: 6 };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Grid container spacing={2}>
        <Grid size={half}>
          {text("country_id", {
            select: true,
            required: true,
            children: COUNTRY_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {t(`shell.countries.${id}`)}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={half}>{text("no_of_sku", { inputMode: "numeric", slotProps: { htmlInput: { inputMode: "numeric" } } })}</Grid>
        <Grid size={half}>{text("name_en", { required: true })}</Grid>
        <Grid size={half}>{text("name_ar", arabic)}</Grid>
        <Grid size={half}>{text("description_en", { required: true, multiline: true, minRows: 3 })}</Grid>
        <Grid size={half}>{text("description_ar", { ...arabic, multiline: true, minRows: 3 })}</Grid>
        <Grid size={half}>{text("authorized_signatory_name_en", { required: true })}</Grid>
        <Grid size={half}>{text("authorized_signatory_name_ar", arabic)}</Grid>
        <Grid size={half}>{text("contact_email", { type: "email", slotProps: { htmlInput: { dir: "ltr" } } })}</Grid>
        <Grid size={half}>
          {text("business_website", { type: "url", placeholder: "https://", slotProps: { htmlInput: { dir: "ltr" } } })}
        </Grid>
        <Grid size={12}>{text("store_address", { required: true, multiline: true, minRows: 2 })}</Grid>
        <Grid size={12}>
          <ImageField control={control} name="logo_image" label={t("wizard.fields.logo_image")} required disabled={busy} />
        </Grid>
      </Grid>
      <StepActions busy={busy} onBack={wizard.back} />
    </form>
  );
}
