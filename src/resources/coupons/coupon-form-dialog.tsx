import Alert from "@mui/material/Alert";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DISCOUNT_TYPES, type Coupon, type CouponFormMode } from "@/domain/coupons";
import { FormActions } from "@/components/form-actions";
import { FormRadioGroup } from "@/components/form-radio-group";
import { FormTextField } from "@/components/form-text-field";
import { FormNumberField } from "@/components/form-number-field";
import { CouponAmountFields } from "./coupon-amount-fields";
import { CouponDateFields } from "./coupon-date-fields";
import { useCouponForm } from "./use-coupon-form";

/**
 * Create New Coupon / Edit Coupon (document 2 §2, §5). One modal; the mode decides what is
 * read-only: on edit, the type, code, amounts and usage count are shown but cannot change.
 */
export function CouponFormDialog({ mode, coupon, onClose }: { mode: CouponFormMode; coupon?: Coupon; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const { form, submit, saving, leave } = useCouponForm(mode, coupon, () => onClose(true));
  const { control } = form;
  const type = useWatch({ control, name: "discount_type" });
  const readOnly = mode === "edit";
  const cancel = () => {
    leave();
    onClose(false);
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : cancel}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="coupon-dialog-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        <DialogTitle id="coupon-dialog-title">{t(readOnly ? "coupons.titles.edit" : "coupons.titles.create")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {readOnly ? <Alert severity="info">{t("coupons.hints.readOnly")}</Alert> : null}
            <FormTextField
              control={control}
              name="discount_type"
              label={t("coupons.fields.discountType")}
              select
              required
              disabled={readOnly}
            >
              {DISCOUNT_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`coupons.types.${value}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="code" label={t("coupons.fields.code")} required disabled={readOnly} autoComplete="off" />
            <CouponAmountFields control={control} type={type} readOnly={readOnly} />
            <FormNumberField
              control={control}
              name="max_usage_count"
              label={t("coupons.fields.maxUsageCount")}
              min={1}
              step={1}
              disabled={readOnly}
            />
            <CouponDateFields control={control} mode={mode} />
            <FormRadioGroup
              control={control}
              name="show_on_product"
              label={t("coupons.fields.showOnProduct")}
              options={[
                { value: 1, label: t("coupons.choices.yes") },
                { value: 0, label: t("coupons.choices.no") },
              ]}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormActions busy={saving} onCancel={cancel} submitLabel={t(readOnly ? "coupons.actions.update" : "coupons.actions.save")} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
