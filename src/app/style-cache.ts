import createCache from "@emotion/cache";

/**
 * The emotion cache of left-to-right pages (the right-to-left one is in the Arabic chunk:
 * src/providers/i18n/arabic-support.ts). Created once the app's modules run, it takes over the
 * styles that the prerendered login put in index.html (`<style data-emotion="mui …">`), so that
 * hydration inserts none of them again.
 */
export const ltrCache = createCache({ key: "mui" });
