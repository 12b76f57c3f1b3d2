import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { directionOf, isLanguage } from "@/domain/language";
import { loadedArabicSupport } from "@/providers/i18n/i18n";
import { COLOR_SCHEME_MODE_KEY, colorSchemeStorage } from "./color-scheme-storage";
import { ltrCache } from "./style-cache";
import { createAppTheme } from "./theme";

// Built on first use (the first render, in slices), not while the app's modules run.
let ltrTheme: ReturnType<typeof createAppTheme> | null = null;
let rtlTheme: ReturnType<typeof createAppTheme> | null = null;

/**
 * Follows the interface language: `<html dir lang>`, MUI's theme direction and the emotion cache
 * (the RTL one mirrors every style). The cache changes under the same tree, so switching the
 * language keeps the page, its state and the router.
 *
 * And the colour scheme (MUI's ThemeProvider with CSS variables: `<html data-color-scheme>`, the
 * choice kept by `colorSchemeStorage`). In a browser the theme knows the scheme from the first
 * render (`noSsr`), which spares the whole app a second render once mounted; except while the
 * prerendered login hydrates, whose first render must be the build's, which knew no scheme.
 */
export function DirectionProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const rtlCache = loadedArabicSupport()?.rtlCache;
  const direction = directionOf(language) === "rtl" && rtlCache ? "rtl" : "ltr";
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);
  const cache = useMemo(() => (direction === "rtl" && rtlCache ? rtlCache : ltrCache()), [direction, rtlCache]);
  // Built once the Arabic chunk is in (it carries MUI's Arabic texts).
  const theme =
    direction === "rtl"
      ? (rtlTheme ??= createAppTheme("rtl", loadedArabicSupport()?.muiArabic ?? {}))
      : (ltrTheme ??= createAppTheme("ltr"));
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        modeStorageKey={COLOR_SCHEME_MODE_KEY}
        storageManager={colorSchemeStorage}
        noSsr={typeof window !== "undefined" && !hydrating}
        disableTransitionOnChange
      >
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
