import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the document title of a page from its registry entry. */
export function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(titleKey);
  }, [t, titleKey, i18n.language]);
  return null;
}
