import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useWatch, type Control, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { WHOLESALE_TIERS } from "@/domain/products";
import { FormNumberField } from "@/components/form-number-field";
import type { ProductFormState } from "./product-form.schema";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } } as const;
/** A wholesale tier's three fields: quantity from, quantity to (counts), price (an amount). */
const TIER_FIELDS = [
  ["from", "products.variant.from", 1],
  ["to", "products.variant.to", 1],
  ["price", "products.variant.tierPrice", 0.01],
] as const;

type Props = { control: Control<ProductFormState>; index: number; disabled: boolean };

/**
 * Retail variants: price, discounted price and quantity. Wholesale variants: three quantity
 * ranges (from, to, price) instead (document 2 §2, §9).
 */
export function VariantPricingFields({ control, index, disabled }: Props) {
  const { t } = useTranslation();
  const [productType, inquiry] = useWatch({ control, name: ["product_type", "is_inquiry"] });
  const name = (field: string) => `variants.${index}.${field}` as FieldPath<ProductFormState>;

  if (productType === "retail") {
    return (
      <Box sx={grid}>
        <FormNumberField control={control} name={name("price")} label={t("products.variant.price")} required disabled={disabled} />
        <FormNumberField
          control={control}
          name={name("discounted_price")}
          label={t("products.variant.discounted_price")}
          disabled={disabled}
        />
        <FormNumberField
          control={control}
          name={name("quantity")}
          label={t("products.variant.quantity")}
          step={1}
          required={!inquiry}
          disabled={disabled}
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
          {TIER_FIELDS.map(([part, labelKey, step]) => (
            <FormNumberField
              key={part}
              control={control}
              name={name(`qty${tier}range_${part}`)}
              label={`${t("products.variant.tier", { number: tier })}: ${t(labelKey)}`}
              step={step}
              required
              disabled={disabled}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
