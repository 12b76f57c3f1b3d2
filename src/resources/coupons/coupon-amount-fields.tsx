import Stack from "@mui/material/Stack";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CouponFormValues } from "@/domain/coupons";
import { FormNumberField } from "@/components/form-number-field";

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
  if (type === "percentage") {
    return (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormNumberField
          control={control}
          name="discount"
          label={t("coupons.fields.discount")}
          min={1}
          max={100}
          required
          disabled={readOnly}
        />
        <FormNumberField control={control} name="max_discount" label={t("coupons.fields.maxDiscount")} disabled={readOnly} />
      </Stack>
    );
  }
  if (type === "flat_amount") {
    return (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormNumberField control={control} name="flat_discount" label={t("coupons.fields.flatDiscount")} required disabled={readOnly} />
        <FormNumberField control={control} name="min_order_amount" label={t("coupons.fields.minOrderAmount")} disabled={readOnly} />
      </Stack>
    );
  }
  return null;
}
