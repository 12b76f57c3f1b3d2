import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { DIGITS_SAMPLES, type Digits } from "@/domain/language";
import { preferences, useDigits } from "@/providers/i18n/preferences";

/**
 * Latin (123, the default) ⇄ Arabic-Indic (١٢٣) digits for numbers, money and dates: a button
 * showing the other set. Kept as a preference.
 */
export function DigitsSwitch() {
  const { t } = useTranslation();
  const digits = useDigits();
  const next: Digits = digits === "arab" ? "latn" : "arab";
  return (
    <Button
      size="small"
      color="inherit"
      onClick={() => preferences.saveDigits(next)}
      // The name ends with the visible sample, not in brackets (WCAG 2.5.3, label in name).
      aria-label={t(`common.digits.${next}`)}
      title={t(`common.digits.${next}`)}
      sx={{ whiteSpace: "nowrap", flexShrink: 0, minWidth: 0, px: 1 }}
    >
      {DIGITS_SAMPLES[next]}
    </Button>
  );
}
