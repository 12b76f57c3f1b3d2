import Stack from "@mui/material/Stack";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CouponFormValues, DiscountType } from "@/domain/coupons";
import { FormNumberField } from "@/components/form-number-field";

type AmountField = {
  name: "discount" | "max_discount" | "flat_discount" | "min_order_amount";
  /** The label's key under `coupons.fields`. */
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
};

/** Each discount type's two amounts, side by side: the first is required. */
const AMOUNT_FIELDS: Record<DiscountType, AmountField[]> = {
  percentage: [
    { name: "discount", label: "discount", required: true, min: 1, max: 100 },
    { name: "max_discount", label: "maxDiscount" },
  ],
  flat_amount: [
    { name: "flat_discount", label: "flatDiscount", required: true },
    { name: "min_order_amount", label: "minOrderAmount" },
  ],
};

/** The amounts of the chosen type: percentage (discount and max discount) or flat amount (flat discount and minimum order). */
export function CouponAmountFields({
  control,
  type,
  readOnly,
}: {
  control: Control<CouponFormValues>;
  type: CouponFormValues["discount_type"];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  if (type === "") return null;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      {AMOUNT_FIELDS[type].map(({ label, ...field }) => (
        <FormNumberField key={field.name} control={control} {...field} label={t(`coupons.fields.${label}`)} disabled={readOnly} />
      ))}
    </Stack>
  );
}
