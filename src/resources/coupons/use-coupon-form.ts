import { useCreate, useUpdate, type BaseRecord, type OpenNotificationParams } from "@refinedev/core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { emptyCouponValues, toCouponFormValues, toCouponPayload, type Coupon, type CouponFormMode, type CouponFormValues } from "@/domain/coupons";
import { responseMessage } from "@/providers/data/envelope";
import { setServerFieldErrors } from "@/components/server-field-errors";
import { couponResolver } from "./coupon-form.schema";

const FIELDS = [
  "discount_type",
  "code",
  "discount",
  "max_discount",
  "flat_discount",
  "min_order_amount",
  "max_usage_count",
  "start_date",
  "expiry",
  "show_on_product",
] as const;

/**
 * The coupon modal's form: values from the row (edit) or empty (create), the schema of the mode,
 * and the save: `POST coupons` with the type's fields or `PUT coupons/{id}` with only the dates
 * and show on product. Success shows the server's message, else "Coupon Created Succesfully".
 */
export function useCouponForm(mode: CouponFormMode, coupon: Coupon | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<CouponFormValues>({
    resolver: couponResolver(mode),
    defaultValues: coupon ? toCouponFormValues(coupon) : emptyCouponValues(),
  });
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();

  const successNotification = (data: unknown): OpenNotificationParams => ({
    type: "success",
    message: responseMessage(data) || t("coupons.messages.saved"),
  });
  const callbacks = {
    onSuccess: onSaved,
    onError: (error: unknown) => void setServerFieldErrors(form.setError, error, FIELDS),
  };

  const submit = form.handleSubmit((values) => {
    const payload = toCouponPayload(values, mode) as BaseRecord;
    if (mode === "create") {
      create({ resource: "coupons", values: payload, successNotification }, callbacks);
    } else if (coupon) {
      update({ resource: "coupons", id: coupon.id, values: payload, successNotification }, callbacks);
    }
  });

  return { form, submit, saving: creating.isPending || updating.isPending };
}
