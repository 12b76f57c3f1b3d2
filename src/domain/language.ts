/** The interface languages: English (the spec's texts) and Arabic (right to left). */
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = "ltr" | "rtl";
/** Digits of numbers, money and dates: Latin (123, the default) or Arabic-Indic (١٢٣). */
export const DIGITS = ["latn", "arab"] as const;
export type Digits = (typeof DIGITS)[number];

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ar";
}

export function isDigits(value: unknown): value is Digits {
  return value === "latn" || value === "arab";
}

export function directionOf(language: Language): Direction {
  return language === "ar" ? "rtl" : "ltr";
}

/** The first browser language the back-office speaks (ar-AE → ar, en-GB → en); English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/**
 * The language to start in: one asked for in the address (`?lng=ar`), else the seller's saved
 * choice, else the browser's languages (a first visit).
 */
export function chooseLanguage(input: { requested?: string | null; saved?: string | null; browser: readonly string[] }): Language {
  if (isLanguage(input.requested)) return input.requested;
  if (isLanguage(input.saved)) return input.saved;
  return languageFromBrowser(input.browser);
}

/**
 * The BCP 47 locale handed to Intl: British English (day month year) or Arabic, always on the
 * Gregorian calendar (ar-SA would otherwise default to the Hijri one), with the chosen digits.
 */
export function intlLocale(language: string, digits: Digits = "latn"): string {
  const base = language === "ar" ? "ar" : "en-GB";
  return `${base}-u-ca-gregory-nu-${digits}`;
}

/** The digits a locale asks for (`-nu-arab`); Latin when it names none. */
export function localeDigits(locale: string): Digits {
  const match = /-nu-([a-z]+)/i.exec(locale);
  return match && isDigits(match[1].toLowerCase()) ? (match[1].toLowerCase() as Digits) : "latn";
}

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ar: "العربية" };

/** Each digit set written in itself, as the digits switch shows it. */
export const DIGITS_SAMPLES: Record<Digits, string> = { latn: "123", arab: "١٢٣" };
