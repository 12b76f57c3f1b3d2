import type { BaseRecord, OpenNotificationParams } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import {
  emptyCouponValues,
  toCouponFormValues,
  toCouponPayload,
  type Coupon,
  type CouponFormMode,
  type CouponFormValues,
} from "@/domain/coupons";
import { responseMessage } from "@/providers/data/envelope";
import { useRecordForm } from "@/hooks/use-record-form";
import { couponResolver } from "./coupon-form.schema";

const toFormValues = (coupon: Coupon) => toCouponFormValues(coupon);

/**
 * The coupon modal's form (Refine's useForm through useRecordForm): values from the row (edit, no
 * re-read) or empty (create), the schema of the mode, and the save: `POST coupons` with the type's
 * fields or `PUT coupons/{id}` with only the dates and show on product; a 422's field errors next
 * to their fields. Success shows the server's message, else "Coupon Created Succesfully", and closes.
 */
export function useCouponForm(mode: CouponFormMode, coupon: Coupon | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const successNotification = (data: unknown): OpenNotificationParams => ({
    type: "success",
    message: responseMessage(data) || t("coupons.messages.saved"),
  });
  const { form, saving, submit, leave } = useRecordForm<Coupon, CouponFormValues>({
    resource: "coupons",
    action: mode === "create" ? "create" : "edit",
    id: coupon?.id,
    // The row is the record: the dialog opens on it without reading it again.
    read: false,
    empty: coupon ? toCouponFormValues(coupon) : emptyCouponValues(),
    toFormValues,
    resolver: couponResolver(mode),
    redirect: false,
    onSaved,
    successNotification,
    onValid: (values, save) => save(toCouponPayload(values, mode) as BaseRecord),
  });
  return { form, submit, saving, leave };
}
