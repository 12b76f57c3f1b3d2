import type { ReactNode } from "react";
import Grid from "@mui/material/Grid2";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isRequiredStoreField, type StoreProfile } from "@/domain/store-profile";
import { safeHref } from "@/domain/urls";
import { ImageField } from "@/components/file-field";
import { FormTextField } from "@/components/form-text-field";
import { FormRichText } from "@/components/rich-text/form-rich-text";
import type { EditStoreValues } from "./use-edit-store";

type TextName = Exclude<keyof EditStoreValues, "logo_image" | "description_en" | "description_ar">;

const LTR = { slotProps: { htmlInput: { dir: "ltr" } } };

/** The store details form's fields (document 2 §3 "Store") in three sections; the licence is a read-only link. */
export function StoreFormSections({
  control,
  store,
  disabled,
}: {
  control: Control<EditStoreValues>;
  store: StoreProfile;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const half = { xs: 12, md: 6 };
  const text = (name: TextName, extra: Record<string, unknown> = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`profile.fields.${name}`)}
      required={isRequiredStoreField(name)}
      disabled={disabled}
      {...extra}
    />
  );
  const licence = safeHref(store.businsess_license_file);

  return (
    <Stack spacing={3}>
      <Section title={t("profile.sections.store")}>
        <Grid size={12}>
          <ImageField control={control} name="logo_image" label={t("profile.fields.logo_image")} required disabled={disabled} />
        </Grid>
        <Grid size={half}>
          <FormRichText control={control} name="description_en" label={t("profile.fields.description_en")} required disabled={disabled} />
        </Grid>
        <Grid size={half}>
          <FormRichText control={control} name="description_ar" label={t("profile.fields.description_ar")} arabic disabled={disabled} />
        </Grid>
        <Grid size={half}>{text("contact_email", { type: "email", autoComplete: "email", ...LTR })}</Grid>
        <Grid size={half}>{text("sender_email", { type: "email", ...LTR })}</Grid>
        <Grid size={half}>{text("contact", { type: "tel", autoComplete: "tel", ...LTR })}</Grid>
        <Grid size={half}>
          {text("no_of_sku", { type: "number", slotProps: { htmlInput: { min: 1, step: 1, inputMode: "numeric" } } })}
        </Grid>
      </Section>
      <Section title={t("profile.sections.business")}>
        <Grid size={half}>{text("business_name")}</Grid>
        <Grid size={half}>{text("business_type")}</Grid>
        <Grid size={half}>{text("business_website", { type: "url", placeholder: "https://", ...LTR })}</Grid>
        <Grid size={half}>
          <Typography variant="body2" color="text.secondary" component="p">
            {t("profile.fields.businsess_license_file")}
          </Typography>
          {licence ? (
            <Link href={licence} target="_blank" rel="noopener noreferrer">
              {t("profile.actions.viewLicence")}
            </Link>
          ) : (
            <Typography>{t("profile.messages.noLicence")}</Typography>
          )}
        </Grid>
      </Section>
      <Section title={t("profile.sections.bank")}>
        <Grid size={half}>{text("bank_name")}</Grid>
        <Grid size={half}>{text("bank_account_title")}</Grid>
        <Grid size={half}>{text("bank_account_no", { slotProps: { htmlInput: { inputMode: "numeric", dir: "ltr" } } })}</Grid>
        <Grid size={half}>{text("bank_account_iban", LTR)}</Grid>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}
