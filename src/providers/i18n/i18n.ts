import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";

/**
 * One JSON file per area under locales/<lang>/ (common.json, auth.json, orders.json...). The file
 * name is the first segment of the key: `orders.titles.list` lives in locales/en/orders.json.
 */
const english = import.meta.glob<Record<string, unknown>>("./locales/en/*.json", { eager: true, import: "default" });

function bundle(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const area = path.split("/").pop()!.replace(/\.json$/, "");
    result[area] = content;
  }
  return result;
}

export const SUPPORTED_LANGUAGES = ["en"] as const;

export const englishMessages = bundle(english);

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: { en: { translation: englishMessages } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    // Refine also calls translate(key, defaultMessage) (UnsavedChangesNotifier does): a string in
    // the options' place is the default text.
    translate: (key, options, defaultMessage) =>
      i18n.exists(key)
        ? String(i18n.t(key, (typeof options === "string" ? {} : options) as Record<string, unknown>))
        : (defaultMessage ?? (typeof options === "string" ? options : key)),
    changeLocale: (lang) => i18n.changeLanguage(lang),
    getLocale: () => i18n.language,
  };
}
