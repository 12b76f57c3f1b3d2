import { chooseLanguage, isLanguage, type Language } from "@/domain/language";
import { session } from "@/providers/auth/session";

/**
 * The start language, without React or i18next: the app's i18n reads it, and so does the boot
 * script that runs before the page paints (src/app/start-page-boot.ts, which must stay tiny).
 */

/** The language preference's name (`sbo.pref.lang`): src/providers/i18n/preferences.ts saves it. */
export const LANGUAGE_PREFERENCE = "lang";

/** The language the seller chose, or null before any choice (a first visit). */
export function savedLanguage(): Language | null {
  const value = session.preference(LANGUAGE_PREFERENCE);
  return isLanguage(value) ? value : null;
}

/** The start language: `?lng=` in the address, else the saved choice, else the browser's languages. */
export function initialLanguage(): Language {
  const requested = typeof location === "undefined" ? null : new URLSearchParams(location.search).get("lng");
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return chooseLanguage({ requested, saved: savedLanguage(), browser: browser.filter(Boolean) });
}
