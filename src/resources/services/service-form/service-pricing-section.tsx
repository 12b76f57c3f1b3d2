import { memo } from "react";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { FormSection } from "@/components/form-section";
import { FormNumberField } from "@/components/form-number-field";
import type { ServiceSectionProps } from "./service-form.schema";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

/** The optional amounts, each with its hint. */
const HINTED = [
  { name: "discounted_price", hint: "discountedPriceHint" },
  { name: "unit_time", hint: "unitTimeHint" },
] as const;

/** Price (required), discounted price and unit time (document 2 §2 service form). */
export const ServicePricingSection = memo(function ServicePricingSection({ control, disabled }: ServiceSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("services.sections.pricing")}>
      <Box sx={grid}>
        <FormNumberField control={control} name="price" label={t("services.fields.price")} required disabled={disabled} />
        {HINTED.map(({ name, hint }) => (
          <FormNumberField
            key={name}
            control={control}
            name={name}
            label={t(`services.fields.${name}`)}
            helperText={t(`services.fields.${hint}`)}
            disabled={disabled}
          />
        ))}
      </Box>
    </FormSection>
  );
});
