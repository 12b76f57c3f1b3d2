import Stack from "@mui/material/Stack";
import FormHelperText from "@mui/material/FormHelperText";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { CalendarDate, RangeProblem } from "@/domain/reports";
import { calendarDate, type PickedRange } from "./picked-range";

const FORMAT = "DD/MM/YYYY";

/** A picker's text field: small, full width, named for the browser, red when its date is the problem. */
const inputSlot = (name: string, error: boolean) => ({ textField: { size: "small", fullWidth: true, name, error } }) as const;

/**
 * A report's date range: two date pickers (the free MUI X pickers have no range picker). The end
 * cannot be before the start; the refund-limited report's start cannot be after `maxStart`.
 */
export function ReportRangeFields({
  id,
  value,
  onChange,
  maxStart,
  problem,
  disabled,
}: {
  id: string;
  value: PickedRange;
  onChange: (next: PickedRange) => void;
  maxStart?: CalendarDate;
  problem: RangeProblem | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const limit = maxStart ? dayjs(maxStart) : undefined;
  const message = problem ? t(`reports.problems.${problem}`, { date: limit?.format(FORMAT) ?? "" }) : null;
  return (
    <Stack spacing={1}>
      {/* Side by side only when the card is wide enough to show whole dates (a container query on the card). */}
      <Stack
        sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr", "@container (min-width: 420px)": { gridTemplateColumns: "1fr 1fr" } }}
      >
        <DatePicker
          label={t("reports.fields.startDate")}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          format={FORMAT}
          maxDate={limit}
          disabled={disabled}
          slotProps={inputSlot(`${id}-start`, problem === "startAfterLimit" || (problem === "missing" && !calendarDate(value.start)))}
        />
        <DatePicker
          label={t("reports.fields.endDate")}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          format={FORMAT}
          minDate={value.start && value.start.isValid() ? value.start : undefined}
          disabled={disabled}
          slotProps={inputSlot(`${id}-end`, problem === "endBeforeStart" || (problem === "missing" && !calendarDate(value.end)))}
        />
      </Stack>
      {message ? (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
