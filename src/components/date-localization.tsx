import type { ReactNode } from "react";
import dayjs from "dayjs";
import arabic from "dayjs/locale/ar";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { useTranslation } from "react-i18next";

/**
 * Arabic month and weekday names for the date pickers with Latin digits: dayjs's "ar" locale also
 * rewrites every digit as Arabic-Indic, which the pickers' typed fields cannot read back.
 */
const ARABIC_LATIN_DIGITS = "ar-latn";
const { preparse: _preparse, postformat: _postformat, ...names } = arabic as typeof arabic & { preparse?: unknown; postformat?: unknown };
dayjs.locale({ ...names, name: ARABIC_LATIN_DIGITS }, undefined, true);

/**
 * The date pickers' localisation for the interface language: month and day names, and in Arabic
 * the pickers' own buttons and labels (MUI X ships no Arabic for them). Use instead of a bare
 * LocalizationProvider.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const arabicUi = i18n.language === "ar";
  const localeText = arabicUi
    ? {
        previousMonth: t("common.pickers.previousMonth"),
        nextMonth: t("common.pickers.nextMonth"),
        openPreviousView: t("common.pickers.previousMonth"),
        openNextView: t("common.pickers.nextMonth"),
        cancelButtonLabel: t("common.pickers.cancel"),
        clearButtonLabel: t("common.pickers.clear"),
        okButtonLabel: t("common.pickers.ok"),
        todayButtonLabel: t("common.pickers.today"),
        datePickerToolbarTitle: t("common.pickers.selectDate"),
        dateTimePickerToolbarTitle: t("common.pickers.selectDateTime"),
        timePickerToolbarTitle: t("common.pickers.selectTime"),
        openDatePickerDialogue: (formatted: string | null) =>
          formatted ? t("common.pickers.chooseDateSelected", { date: formatted }) : t("common.pickers.chooseDate"),
        openTimePickerDialogue: (formatted: string | null) =>
          formatted ? t("common.pickers.chooseTimeSelected", { time: formatted }) : t("common.pickers.chooseTime"),
        dateTableLabel: t("common.pickers.selectDate"),
        timeTableLabel: t("common.pickers.selectTime"),
        year: t("common.pickers.year"),
        month: t("common.pickers.month"),
        day: t("common.pickers.day"),
        hours: t("common.pickers.hours"),
        minutes: t("common.pickers.minutes"),
      }
    : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={arabicUi ? ARABIC_LATIN_DIGITS : undefined} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
