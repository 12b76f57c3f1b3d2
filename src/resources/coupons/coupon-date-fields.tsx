import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import dayjs, { type Dayjs } from "dayjs";
import { DateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import { useController, useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateLocalization } from "@/components/date-localization";
import { COUPON_START_GRACE_MS, type CouponFormMode, type CouponFormValues } from "@/domain/coupons";

/** Day/month/year and 24-hour time, in the seller's local time zone. */
const FORMAT = "DD/MM/YYYY HH:mm";

/** Same moment, or both unfinished (invalid), or both empty. */
function sameInstant(a: Date | null, b: Date | null): boolean {
  if (!a || !b) return a === b;
  const [x, y] = [a.getTime(), b.getTime()];
  return x === y || (Number.isNaN(x) && Number.isNaN(y));
}

function DateTimeField({
  control,
  name,
  label,
  min,
}: {
  control: Control<CouponFormValues>;
  name: "start_date" | "expiry";
  label: string;
  min?: Date | null;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  // The picker gets back the very object it reported: a new one for the same (unfinished) entry
  // would make it reset the sections being typed. (react-hook-form hands back copies of Dates.)
  const [reported, setReported] = useState<{ date: Date | null; value: Dayjs | null }>({ date: null, value: null });
  const value = sameInstant(field.value, reported.date) ? reported.value : field.value ? dayjs(field.value) : null;
  return (
    <DateTimePicker
      label={label}
      value={value}
      // An unfinished entry becomes an invalid Date: the schema reports it, nothing is sent.
      onChange={(next) => {
        const date = next ? next.toDate() : null;
        setReported({ date, value: next });
        field.onChange(date);
      }}
      onClose={field.onBlur}
      inputRef={field.ref}
      format={FORMAT}
      ampm={false}
      minDateTime={min && !Number.isNaN(min.getTime()) ? dayjs(min) : undefined}
      slotProps={{
        textField: {
          name,
          required: true,
          fullWidth: true,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ? t(fieldState.error.message) : undefined,
        },
      }}
    />
  );
}

/**
 * Start and expiry with MUI X date-time pickers, shown in the seller's local time; the form keeps
 * Date objects and the payload sends ISO strings. Past days are greyed out where the rules forbid them.
 */
export function CouponDateFields({ control, mode }: { control: Control<CouponFormValues>; mode: CouponFormMode }) {
  const { t } = useTranslation();
  const start = useWatch({ control, name: "start_date" });
  // When the modal opened: a hint for the calendar only; the schema reads its own clock on submit.
  const [now] = useState(() => Date.now());
  return (
    <DateLocalization>
      <Stack spacing={1}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <DateTimeField
            control={control}
            name="start_date"
            label={t("coupons.fields.startDate")}
            min={mode === "create" ? new Date(now - COUPON_START_GRACE_MS) : null}
          />
          <DateTimeField
            control={control}
            name="expiry"
            label={t("coupons.fields.expiry")}
            min={start && start.getTime() > now ? start : new Date(now)}
          />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t("coupons.hints.localTime")}
        </Typography>
      </Stack>
    </DateLocalization>
  );
}
