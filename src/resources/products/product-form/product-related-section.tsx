import { memo } from "react";
import Box from "@mui/material/Box";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { NamedRef } from "@/domain/products";
import { FormSection } from "@/components/form-section";
import { RelatedItemsField } from "@/components/related-items-field";
import { useApiQuery } from "@/hooks/use-api-query";
import type { ProductFormState } from "./product-form.schema";

const FIELDS = [
  { name: "related_products", operation: "relatedProducts" },
  { name: "related_services", operation: "relatedServices" },
  { name: "related_tools", operation: "relatedTools" },
] as const;

type Props = { control: Control<ProductFormState>; disabled: boolean; tool: boolean; productId: number | null };

/** Related products, services and tools (document 2 §2); hidden when the product is a tool. */
export const ProductRelatedSection = memo(function ProductRelatedSection({ tool, ...props }: Props) {
  if (tool) return null;
  return <RelatedFields {...props} />;
});

function RelatedFields({ control, disabled, productId }: Omit<Props, "tool">) {
  const { t } = useTranslation();
  const lists = {
    relatedProducts: useApiQuery<NamedRef[]>("relatedProducts").query,
    relatedServices: useApiQuery<NamedRef[]>("relatedServices").query,
    relatedTools: useApiQuery<NamedRef[]>("relatedTools").query,
  };
  return (
    <FormSection title={t("products.sections.related")}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" } }}>
        {FIELDS.map(({ name, operation }) => (
          <RelatedItemsField
            key={name}
            control={control}
            name={name}
            label={t(`products.fields.${name}`)}
            options={(lists[operation].data?.data ?? []).filter((item) => item.id !== productId)}
            loading={lists[operation].isLoading}
            getLabel={(item) => item.name_en}
            disabled={disabled}
          />
        ))}
      </Box>
    </FormSection>
  );
}
