import { memo } from "react";
import Box from "@mui/material/Box";
import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { shipmentRuleKind } from "@/domain/product-rules";
import type { NamedRef, ShipmentRule } from "@/domain/products";
import { CategoriesField } from "@/components/catalogue/catalogue-relation-fields";
import { FormSection } from "@/components/form-section";
import { FormSelectField } from "@/components/form-select-field";
import { useApiQuery } from "@/hooks/use-api-query";
import { KeywordsField } from "./keywords-field";
import type { ProductFormState } from "./product-form.schema";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } } as const;

type Props = { control: Control<ProductFormState>; setValue: UseFormSetValue<ProductFormState>; disabled: boolean };

/**
 * Brand (`brands`, or `brands/by_category` for the first chosen category), shipment rule (by the
 * names of document 2 §9, with its fees), categories of the store's country, keywords.
 */
export const ProductClassificationSection = memo(function ProductClassificationSection({ control, disabled }: Props) {
  const { t } = useTranslation();
  const [categories, brandId, ruleId] = useWatch({ control, name: ["categories", "brand_id", "shipment_rule_id"] });
  const categoryId = categories[0]?.id;

  const allBrands = useApiQuery<NamedRef[]>("brands").query.data?.data ?? [];
  const byCategory = useApiQuery<NamedRef[]>("brandsByCategory", { query: { category_id: categoryId }, enabled: categoryId !== undefined })
    .query.data?.data;
  const brands = byCategory ?? allBrands;
  const selectedBrand = allBrands.find((brand) => brand.id === brandId);
  const brandOptions = [...brands, ...(selectedBrand && !brands.some((brand) => brand.id === brandId) ? [selectedBrand] : [])];

  const rules = useApiQuery<ShipmentRule[]>("shipmentRules").query.data?.data ?? [];
  const selectedRule = rules.find((rule) => rule.id === ruleId);

  return (
    <FormSection title={t("products.sections.classification")}>
      <CategoriesField control={control} disabled={disabled} label={t("products.fields.categories")} />
      <Box sx={grid}>
        <FormSelectField
          control={control}
          name="brand_id"
          label={t("products.fields.brand")}
          required
          disabled={disabled}
          options={brandOptions.map((brand) => ({ value: brand.id, label: brand.name_en }))}
        />
        <FormSelectField
          control={control}
          name="shipment_rule_id"
          label={t("products.fields.shipmentRule")}
          disabled={disabled}
          emptyLabel={t("products.shipmentRules.none")}
          helperText={selectedRule ? t(`products.shipmentRules.${shipmentRuleKind(selectedRule.name)}.fees`) : undefined}
          options={rules.map((rule) => ({ value: rule.id, label: t(`products.shipmentRules.${shipmentRuleKind(rule.name)}.name`) }))}
        />
      </Box>
      <KeywordsField control={control} disabled={disabled} />
    </FormSection>
  );
});
