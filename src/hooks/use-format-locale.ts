import { useTranslation } from "react-i18next";
import { intlLocale } from "@/domain/language";
import { useDigits } from "@/providers/i18n/preferences";

/**
 * The Intl locale for formatMoney, formatNumber and formatDateTime: the interface language with the
 * seller's digits preference (Latin by default), e.g. "ar-u-ca-gregory-nu-latn".
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.language, useDigits());
}
