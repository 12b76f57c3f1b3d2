import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import { LANGUAGES, isLanguage, type Language } from "@/domain/language";
import { bundle } from "./locale-bundle";
import { preferences } from "./preferences";
import { initialLanguage } from "./start-language";

/** English ships with the app; Arabic (texts and the right-to-left style cache) loads on demand. */
// `import.meta.glob(` without a type argument: Vitest's module cache skips files containing that
// exact text, so a new area file is seen by the tests (see arabic-support.ts).
const english: Record<string, Record<string, unknown>> = import.meta.glob("./locales/en/*.json", { eager: true, import: "default" });

export const SUPPORTED_LANGUAGES = LANGUAGES;

export const englishMessages = bundle(english);

type ArabicSupport = typeof import("./arabic-support");
let arabic: ArabicSupport | null = null;
let arabicLoading: Promise<ArabicSupport> | null = null;

/** The Arabic chunk once loaded (null before): the direction provider reads its RTL cache. */
export function loadedArabicSupport(): ArabicSupport | null {
  return arabic;
}

/** Loads the Arabic chunk once (texts and RTL cache). */
export function loadArabicSupport(): Promise<ArabicSupport> {
  arabicLoading ??= import("./arabic-support").then((module) => (arabic = module));
  return arabicLoading;
}

export { initialLanguage };

/** Loads what the start language needs before the first render (no English flash for Arabic). */
export async function prepareLanguage(): Promise<void> {
  if (initialLanguage() === "ar") await loadArabicSupport().catch(() => undefined);
}

function addArabic(instance: I18n, support: ArabicSupport): void {
  if (!instance.hasResourceBundle("ar", "translation")) instance.addResourceBundle("ar", "translation", support.arabicMessages, true, true);
}

/**
 * Switches the interface language: loads Arabic first when needed, then changes i18next's
 * language (screens re-render, the direction provider flips the page) and saves the choice as a
 * preference (a start language taken from the address or the browser is not saved).
 */
export async function changeLanguage(instance: I18n, language: Language, options: { save?: boolean } = {}): Promise<void> {
  if (language === "ar") addArabic(instance, await loadArabicSupport());
  if (options.save ?? true) preferences.saveLanguage(language);
  if (instance.language !== language) await instance.changeLanguage(language);
}

export function createI18n(language: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  const ready = language === "en" || arabic !== null;
  void instance.use(initReactI18next).init({
    lng: ready ? language : "en",
    fallbackLng: "en",
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: { en: { translation: englishMessages }, ...(arabic ? { ar: { translation: arabic.arabicMessages } } : {}) },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // Arabic asked for and not loaded yet (a test, a failed preload): English until it arrives.
  if (!ready) void changeLanguage(instance, language, { save: false });
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
    changeLocale: (lang) => (isLanguage(lang) ? changeLanguage(i18n, lang) : Promise.resolve()),
    getLocale: () => i18n.language,
  };
}
