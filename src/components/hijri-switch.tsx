import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { preferences, useHijriPreference } from "@/providers/i18n/preferences";
import { useHijriOffered } from "@/providers/i18n/store-country";

/**
 * Hijri (Umm al-Qura) dates beside the Gregorian ones, on or off (issue 19 item 7): a toggle button
 * next to the digits switch, offered to stores in KSA only. Kept as a preference.
 */
export function HijriSwitch() {
  const { t } = useTranslation();
  const on = useHijriPreference();
  if (!useHijriOffered()) return null;
  return (
    <Button
      size="small"
      color="inherit"
      variant={on ? "outlined" : "text"}
      aria-pressed={on}
      onClick={() => preferences.saveHijri(!on)}
      title={t("common.hijri.hint")}
      sx={{ whiteSpace: "nowrap", flexShrink: 0, minWidth: 0, px: 1 }}
    >
      {t("common.hijri.label")}
    </Button>
  );
}
