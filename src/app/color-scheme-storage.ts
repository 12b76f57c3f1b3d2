import type { StorageManager } from "@mui/system/cssVars";
import { colorSchemeFor, colorSchemeMode, type ColorScheme } from "@/domain/color-scheme";
import { COLOR_SCHEME_PREFERENCE } from "@/config/color-scheme";
import { session } from "@/providers/auth/session";

/** The device's own preference (`prefers-color-scheme`). */
function deviceDark(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
}

/**
 * The scheme this page starts in: the boot script sets it on `<html>` before the first paint, and
 * MUI's ThemeProvider reads the same choice through `colorSchemeStorage`, so both agree.
 */
export function startColorScheme(): ColorScheme {
  return colorSchemeFor(session.preference(COLOR_SCHEME_PREFERENCE), deviceDark());
}

/** The mode's key, which ThemeProvider hands to `colorSchemeStorage` (its `modeStorageKey`). */
export const COLOR_SCHEME_MODE_KEY = `${session.preferencePrefix}${COLOR_SCHEME_PREFERENCE}`;
const noop = () => {};

/**
 * MUI's storage of the colour-scheme mode, through the session's preferences (`sbo.pref.scheme`,
 * kept across sign-outs, another tab's change followed) and read by the domain rule, so a value
 * the rule does not know means "follow the device" here as in the boot script. MUI also keeps
 * which light and which dark scheme; the app has one of each, so those are not stored.
 */
export const colorSchemeStorage: StorageManager = ({ key }) => {
  if (key !== COLOR_SCHEME_MODE_KEY)
    return {
      get: (fallback) => fallback,
      set: noop,
      subscribe: () => noop,
    };
  return {
    get: () => colorSchemeMode(session.preference(COLOR_SCHEME_PREFERENCE)),
    set: (value) => session.savePreference(COLOR_SCHEME_PREFERENCE, colorSchemeMode(typeof value === "string" ? value : null)),
    subscribe: (handler) => {
      if (typeof window === "undefined") return noop;
      const listener = (event: StorageEvent) => {
        if (event.key === COLOR_SCHEME_MODE_KEY) handler(colorSchemeMode(event.newValue));
      };
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    },
  };
};
