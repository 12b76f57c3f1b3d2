import { useTranslation } from "react-i18next";
import { withHijri } from "@/domain/dates";
import { intlLocale } from "@/domain/language";
import { useDigits } from "@/providers/i18n/preferences";
import { useHijriDates } from "@/providers/i18n/store-country";

/**
 * The Intl locale for formatMoney, formatNumber and formatDateTime: the interface language with the
 * seller's digits preference (Latin by default), e.g. "ar-u-ca-gregory-nu-latn"; for a store in KSA
 * that asked for Hijri dates, marked `-x-hijri`, so every formatDateTime shows the Hijri date too.
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const digits = useDigits();
  return withHijri(intlLocale(i18n.language, digits), useHijriDates());
}
