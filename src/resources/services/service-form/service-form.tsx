import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { Service, ServiceFormMode } from "@/domain/services";
import { BilingualNameFields, BilingualRichTextFields } from "@/components/bilingual-fields";
import { FormSection } from "@/components/form-section";
import { ServiceFormActions } from "./service-form-actions";
import { ServiceImagesSection } from "./service-images-section";
import { ServicePricingSection } from "./service-pricing-section";
import { ServiceRelationsSection } from "./service-relations-section";
import { useServiceForm } from "./use-service-form";

/**
 * The service form (document 2 §2): names and rich texts in English and Arabic (right to left),
 * price, discounted price and unit time, categories and related items, the featured image and
 * the service images; the buttons of the mode. View mode disables every field.
 */
export function ServiceForm({ mode, service }: { mode: ServiceFormMode; service: Service | null }) {
  const { t } = useTranslation();
  const { form, saving, submit, cancel } = useServiceForm({ mode, service });
  const { control } = form;
  const disabled = mode === "view" || saving;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t(`services.titles.${mode}`)}
      </Typography>
      <Stack spacing={3}>
        <FormSection title={t("services.sections.names")}>
          <BilingualNameFields control={control} disabled={disabled} />
        </FormSection>
        <FormSection title={t("services.sections.texts")}>
          <BilingualRichTextFields control={control} disabled={disabled} />
        </FormSection>
        <ServicePricingSection control={control} disabled={disabled} />
        <ServiceRelationsSection control={control} disabled={disabled} serviceId={service?.id ?? null} />
        <ServiceImagesSection control={control} disabled={disabled} />
        <ServiceFormActions mode={mode} serviceId={service?.id ?? null} saving={saving} onCancel={cancel} />
      </Stack>
    </Box>
  );
}
