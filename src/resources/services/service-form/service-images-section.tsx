import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ImageField } from "@/components/file-field";
import { FormSection } from "@/components/form-section";
import { ImageGalleryField } from "@/components/image-gallery-field";
import type { ServiceSectionProps } from "./service-form.schema";

/**
 * The featured image (resized to 250 and 100 px PNG on save, all uploaded) and the service images
 * (document 2 §2, §7); both required (§5: "Feature image required", "Upload at least one image").
 */
export const ServiceImagesSection = memo(function ServiceImagesSection({ control, disabled }: ServiceSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("services.sections.images")}>
      <ImageField control={control} name="featured_image" label={t("services.fields.featured_image")} required disabled={disabled} />
      <ImageGalleryField control={control} name="images" label={t("services.fields.images")} required disabled={disabled} />
    </FormSection>
  );
});
