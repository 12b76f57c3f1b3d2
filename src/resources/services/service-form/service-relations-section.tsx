import { memo } from "react";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { categoriesForCountry } from "@/domain/product-rules";
import type { CategoryRef, NamedRef } from "@/domain/products";
import { FormSection } from "@/components/form-section";
import { RelatedItemsField } from "@/components/related-items-field";
import { useApiQuery } from "@/hooks/use-api-query";
import { useStoreQuery } from "@/hooks/use-store-query";
import type { ServiceSectionProps } from "./service-form.schema";

const RELATED = [
  { name: "related_products", operation: "relatedProducts" },
  { name: "related_services", operation: "relatedServices" },
  { name: "related_tools", operation: "relatedTools" },
] as const;

type Props = ServiceSectionProps & { serviceId: number | null };

/**
 * Categories of the store's country (at least one) and the related products, services and tools
 * (document 2 §2, §7: `categories/for_product_service`, `products/related_products`,
 * `services/related_services`, `products/related_tools`). A service is not offered as related to itself.
 */
export const ServiceRelationsSection = memo(function ServiceRelationsSection({ control, disabled, serviceId }: Props) {
  const { t } = useTranslation();
  const country = useStoreQuery().store?.country_name_en as string | undefined;
  const categoryQuery = useApiQuery<CategoryRef[]>("categoriesForProductService").query;
  const lists = {
    relatedProducts: useApiQuery<NamedRef[]>("relatedProducts").query,
    relatedServices: useApiQuery<NamedRef[]>("relatedServices").query,
    relatedTools: useApiQuery<NamedRef[]>("relatedTools").query,
  };

  return (
    <FormSection title={t("services.sections.categories")}>
      <RelatedItemsField
        control={control}
        name="categories"
        label={t("services.fields.categories")}
        options={categoriesForCountry(categoryQuery.data?.data ?? [], country)}
        loading={categoryQuery.isLoading}
        getLabel={(category) => category.title_en}
        disabled={disabled}
        required
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" } }}>
        {RELATED.map(({ name, operation }) => (
          <RelatedItemsField
            key={name}
            control={control}
            name={name}
            label={t(`services.fields.${name}`)}
            options={(lists[operation].data?.data ?? []).filter((item) => name !== "related_services" || item.id !== serviceId)}
            loading={lists[operation].isLoading}
            getLabel={(item) => item.name_en}
            disabled={disabled}
          />
        ))}
      </Box>
    </FormSection>
  );
});
