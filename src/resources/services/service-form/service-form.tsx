import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { Service, ServiceFormMode } from "@/domain/services";
import { CatalogueFormShell } from "@/components/catalogue/catalogue-form-shell";
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
    <CatalogueFormShell
      resource="services"
      control={control}
      submit={submit}
      saving={saving}
      disabled={disabled}
      heading={
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t(`services.titles.${mode}`)}
        </Typography>
      }
    >
      <ServicePricingSection control={control} disabled={disabled} />
      <ServiceRelationsSection control={control} disabled={disabled} serviceId={service?.id ?? null} />
      <ServiceImagesSection control={control} disabled={disabled} />
      <ServiceFormActions mode={mode} serviceId={service?.id ?? null} saving={saving} onCancel={cancel} />
    </CatalogueFormShell>
  );
}
