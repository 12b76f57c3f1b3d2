import Stack from "@mui/material/Stack";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CouponFormValues } from "@/domain/coupons";
import { FormTextField } from "@/components/form-text-field";

const money = { htmlInput: { min: 0, step: 0.01, inputMode: "decimal" as const } };

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
        <FormTextField
          control={control}
          name="discount"
          label={t("coupons.fields.discount")}
          type="number"
          required
          disabled={readOnly}
          slotProps={{ htmlInput: { min: 1, max: 100, step: 0.01, inputMode: "decimal" } }}
        />
        <FormTextField
          control={control}
          name="max_discount"
          label={t("coupons.fields.maxDiscount")}
          type="number"
          disabled={readOnly}
          slotProps={money}
        />
      </Stack>
    );
  }
  if (type === "flat_amount") {
    return (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="flat_discount"
          label={t("coupons.fields.flatDiscount")}
          type="number"
          required
          disabled={readOnly}
          slotProps={money}
        />
        <FormTextField
          control={control}
          name="min_order_amount"
          label={t("coupons.fields.minOrderAmount")}
          type="number"
          disabled={readOnly}
          slotProps={money}
        />
      </Stack>
    );
  }
  return null;
}
