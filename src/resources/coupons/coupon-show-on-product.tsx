import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { Controller, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CouponFormValues } from "@/domain/coupons";

/** Show on product: Yes (1) or No (0). */
export function CouponShowOnProduct({ control }: { control: Control<CouponFormValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="show_on_product"
      render={({ field }) => (
        <FormControl>
          <FormLabel id="coupon-show-on-product">{t("coupons.fields.showOnProduct")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="coupon-show-on-product"
            name={field.name}
            value={String(field.value)}
            onChange={(event) => field.onChange(event.target.value === "1" ? 1 : 0)}
          >
            <FormControlLabel value="1" control={<Radio inputRef={field.ref} />} label={t("coupons.choices.yes")} />
            <FormControlLabel value="0" control={<Radio />} label={t("coupons.choices.no")} />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
