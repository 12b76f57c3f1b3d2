import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The emotion cache of left-to-right pages (the right-to-left one is in the Arabic chunk:
 * src/providers/i18n/arabic-support.ts). Created on first use, the app's first render (not in the
 * task that runs the app's modules, which is long enough: Lighthouse's TBT), it takes over the
 * styles that the prerendered pages put in index.html and dashboard.html
 * (`<style data-emotion="mui …">`), so that the app inserts none of them again.
 */
let ltr: EmotionCache | undefined;
export function ltrCache(): EmotionCache {
  ltr ??= createCache({ key: "mui" });
  return ltr;
}
