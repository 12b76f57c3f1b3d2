import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CategoriesField, RelatedItemsGrid } from "@/components/catalogue/catalogue-relation-fields";
import { FormSection } from "@/components/form-section";
import type { ServiceSectionProps } from "./service-form.schema";

type Props = ServiceSectionProps & { serviceId: number | null };

/**
 * Categories of the store's country (at least one) and the related products, services and tools
 * (document 2 §2, §7: `categories/for_product_service`, `products/related_products`,
 * `services/related_services`, `products/related_tools`). A service is not offered as related to itself.
 */
export const ServiceRelationsSection = memo(function ServiceRelationsSection({ control, disabled, serviceId }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("services.sections.categories")}>
      <CategoriesField control={control} disabled={disabled} label={t("services.fields.categories")} />
      <RelatedItemsGrid
        control={control}
        disabled={disabled}
        label={(name) => t(`services.fields.${name}`)}
        excluded={(name, item) => name === "related_services" && item.id === serviceId}
      />
    </FormSection>
  );
});
