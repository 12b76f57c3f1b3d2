import { useTranslation } from "react-i18next";
import { toCountryId } from "@/domain/countries";

/** Simplified flags of the three marketplace countries (country_id 1 to 3, as numbers or texts), drawn inline; nothing for another value. */
const FLAGS = {
  1: (
    <>
      <rect width="30" height="20" fill="#00732f" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </>
  ),
  2: (
    <>
      <rect width="30" height="20" fill="#006c35" />
      <path d="M8 8.5h14M9 12.5h12" stroke="#fff" strokeWidth="1.3" />
    </>
  ),
  3: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ce1126" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <circle cx="15" cy="10" r="2" fill="#c09300" />
    </>
  ),
} as const;

export function CountryFlag({ countryId }: { countryId: unknown }) {
  const { t } = useTranslation();
  const id = toCountryId(countryId);
  if (id === null) return null;
  const label = t(`shell.countries.${id}`);
  return (
    <svg width="30" height="20" viewBox="0 0 30 20" role="img" aria-label={label} style={{ borderRadius: 2, flexShrink: 0 }}>
      <title>{label}</title>
      {FLAGS[id]}
    </svg>
  );
}
