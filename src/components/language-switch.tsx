import { useState } from "react";
import Button from "@mui/material/Button";
import TranslateIcon from "@mui/icons-material/Translate";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, type Language } from "@/domain/language";
import { changeLanguage } from "@/providers/i18n/i18n";

/**
 * English ⇄ العربية: a button named in the other language (in that language, `lang` set). The
 * choice is a preference: it survives sign-out. Arabic loads on the first switch.
 */
export function LanguageSwitch({ color = "inherit" }: { color?: "inherit" | "primary" }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const next: Language = i18n.language === "ar" ? "en" : "ar";
  const onClick = () => {
    setBusy(true);
    void changeLanguage(i18n, next).finally(() => setBusy(false));
  };
  return (
    <Button
      size="small"
      color={color}
      onClick={onClick}
      disabled={busy}
      startIcon={<TranslateIcon />}
      title={t("common.language.change")}
      sx={{ whiteSpace: "nowrap", flexShrink: 0, minWidth: 0 }}
    >
      <span lang={next}>{LANGUAGE_NAMES[next]}</span>
    </Button>
  );
}
