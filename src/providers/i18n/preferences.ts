import { useSyncExternalStore } from "react";
import { isDigits, type Digits, type Language } from "@/domain/language";
import { session } from "@/providers/auth/session";
import { LANGUAGE_PREFERENCE, savedLanguage } from "./start-language";

/** Display preferences (document: issue 10): stored as `sbo.pref.*`, so they survive sign-out. */
const KEYS = { language: LANGUAGE_PREFERENCE, digits: "digits", hijri: "hijri" } as const;

const listeners = new Set<() => void>();

export const preferences = {
  /** The language the seller chose, or null before any choice (a first visit). */
  language(): Language | null {
    return savedLanguage();
  },

  saveLanguage(language: Language): void {
    session.savePreference(KEYS.language, language);
  },

  /** Latin digits unless the seller asked for Arabic-Indic ones. */
  digits(): Digits {
    const value = session.preference(KEYS.digits);
    return isDigits(value) ? value : "latn";
  },

  saveDigits(digits: Digits): void {
    session.savePreference(KEYS.digits, digits);
    listeners.forEach((listener) => listener());
  },

  /** Hijri dates beside the Gregorian ones (for a store in KSA; issue 19 item 7): off unless asked for. */
  hijri(): boolean {
    return session.preference(KEYS.hijri) === "on";
  },

  saveHijri(on: boolean): void {
    session.savePreference(KEYS.hijri, on ? "on" : "off");
    listeners.forEach((listener) => listener());
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The digits preference, re-rendering when it changes. */
export function useDigits(): Digits {
  return useSyncExternalStore(preferences.subscribe, preferences.digits, () => "latn");
}

/** The Hijri dates preference, re-rendering when it changes. */
export function useHijriPreference(): boolean {
  return useSyncExternalStore(preferences.subscribe, preferences.hijri, () => false);
}
