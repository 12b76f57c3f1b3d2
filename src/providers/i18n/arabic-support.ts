import createCache from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { bundle } from "./locale-bundle";

/**
 * Everything Arabic needs, in one chunk loaded on demand (i18n.ts imports it dynamically), so an
 * English visitor downloads none of it: the Arabic texts and the emotion cache whose stylis
 * plugin mirrors every style (left ↔ right) for right-to-left pages.
 */
// Written `import.meta.glob(` with no type argument on purpose: Vitest's module cache skips files
// containing that exact text, so a new locale file is picked up (with `glob<T>(` it was not).
const files: Record<string, Record<string, unknown>> = import.meta.glob("./locales/ar/*.json", { eager: true, import: "default" });

export const arabicMessages = bundle(files);

export const rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });

/** MUI's own texts in Arabic (autocomplete, pagination, alerts...), merged into the right-to-left theme. */
export { arSA as muiArabic } from "@mui/material/locale";
