import { memo } from "react";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PRODUCT_TYPES, PRODUCT_UNITS } from "@/domain/products";
import { FormRadioGroup } from "@/components/form-radio-group";
import { FormSection } from "@/components/form-section";
import { FormSelectField } from "@/components/form-select-field";
import { FormSwitchField } from "@/components/form-switch-field";
import { FormTextField } from "@/components/form-text-field";
import { FormNumberField } from "@/components/form-number-field";
import { VideoEmbedPreview } from "@/components/video-embed-preview";
import type { ProductFormState } from "./product-form.schema";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;
const SWITCHES = ["tool", "is_inquiry", "is_bulk_order", "pickup_allowed"] as const;

/**
 * Video (a full embed code, shown only as a sanitised preview), country of origin, lead days,
 * unit, product type, and the switches tool, inquiry, bulk order, pickup (document 2 §2).
 */
export const ProductDetailsSection = memo(function ProductDetailsSection({
  control,
  disabled,
}: {
  control: Control<ProductFormState>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const video = useWatch({ control, name: "video" });
  return (
    <FormSection title={t("products.sections.details")}>
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="video"
          label={t("products.fields.video")}
          helperText={t("products.fields.videoHint")}
          multiline
          minRows={2}
          disabled={disabled}
          slotProps={{ htmlInput: { dir: "ltr", spellCheck: false } }}
        />
        <VideoEmbedPreview code={video} title={t("products.fields.videoPreview")} />
      </Stack>
      <Box sx={grid}>
        <FormTextField control={control} name="country_of_origin" label={t("products.fields.country_of_origin")} disabled={disabled} />
        <FormNumberField control={control} name="lead_days" label={t("products.fields.lead_days")} step={1} disabled={disabled} />
        <FormSelectField
          control={control}
          name="unit"
          label={t("products.fields.unit")}
          disabled={disabled}
          options={PRODUCT_UNITS.map((unit) => ({ value: unit, label: t(`products.units.${unit}`) }))}
        />
      </Box>
      <FormRadioGroup
        control={control}
        name="product_type"
        label={t("products.fields.product_type")}
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.types.${type}`) }))}
        disabled={disabled}
      />
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 3 }}>
        {SWITCHES.map((name) => (
          <FormSwitchField key={name} control={control} name={name} label={t(`products.fields.${name}`)} disabled={disabled} />
        ))}
      </Stack>
    </FormSection>
  );
});
