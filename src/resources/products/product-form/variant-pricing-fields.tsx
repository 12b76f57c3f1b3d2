import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Control, FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { WHOLESALE_TIERS, type ProductType } from "@/domain/products";
import { FormTextField } from "@/components/form-text-field";
import type { ProductFormState } from "./product-form.schema";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } } as const;
const priceInput = { htmlInput: { min: 0, step: 0.01, inputMode: "decimal" as const } };
const countInput = { htmlInput: { min: 0, step: 1, inputMode: "numeric" as const } };

/** A wholesale tier's three fields: quantity from, quantity to, price. */
const TIER_FIELDS = [
  ["from", "products.variant.from", countInput],
  ["to", "products.variant.to", countInput],
  ["price", "products.variant.tierPrice", priceInput],
] as const;

type Props = { control: Control<ProductFormState>; index: number; productType: ProductType; inquiry: boolean; disabled: boolean };

/**
 * Retail variants: price, discounted price and quantity. Wholesale variants: three quantity
 * ranges (from, to, price) instead (document 2 §2, §9).
 */
export function VariantPricingFields({ control, index, productType, inquiry, disabled }: Props) {
  const { t } = useTranslation();
  const name = (field: string) => `variants.${index}.${field}` as FieldPath<ProductFormState>;

  if (productType === "retail") {
    return (
      <Box sx={grid}>
        <FormTextField
          control={control}
          name={name("price")}
          label={t("products.variant.price")}
          type="number"
          required
          disabled={disabled}
          slotProps={priceInput}
        />
        <FormTextField
          control={control}
          name={name("discounted_price")}
          label={t("products.variant.discounted_price")}
          type="number"
          disabled={disabled}
          slotProps={priceInput}
        />
        <FormTextField
          control={control}
          name={name("quantity")}
          label={t("products.variant.quantity")}
          type="number"
          required={!inquiry}
          disabled={disabled}
          slotProps={countInput}
        />
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={t("products.variant.tiers")}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t("products.variant.tiers")}
      </Typography>
      {WHOLESALE_TIERS.map((tier) => (
        <Box key={tier} role="group" aria-label={t("products.variant.tier", { number: tier })} sx={{ ...grid, mb: 2 }}>
          {TIER_FIELDS.map(([part, labelKey, input]) => (
            <FormTextField
              key={part}
              control={control}
              name={name(`qty${tier}range_${part}`)}
              label={`${t("products.variant.tier", { number: tier })}: ${t(labelKey)}`}
              type="number"
              required
              disabled={disabled}
              slotProps={input}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
