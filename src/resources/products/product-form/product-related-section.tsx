import { memo } from "react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RelatedItemsGrid } from "@/components/catalogue/catalogue-relation-fields";
import { FormSection } from "@/components/form-section";
import type { ProductFormState } from "./product-form.schema";

type Props = { control: Control<ProductFormState>; disabled: boolean; tool: boolean; productId: number | null };

/** Related products, services and tools (document 2 §2); hidden when the product is a tool. */
export const ProductRelatedSection = memo(function ProductRelatedSection({ tool, ...props }: Props) {
  if (tool) return null;
  return <RelatedFields {...props} />;
});

function RelatedFields({ control, disabled, productId }: Omit<Props, "tool">) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("products.sections.related")}>
      <RelatedItemsGrid
        control={control}
        disabled={disabled}
        label={(name) => t(`products.fields.${name}`)}
        excluded={(_, item) => item.id === productId}
      />
    </FormSection>
  );
}
