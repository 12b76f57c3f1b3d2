/**
 * Server-side entry (built and run at build time by scripts/prerender-login.ts, never shipped): the
 * login page rendered to HTML as the browser will hydrate it (the same <App> at `/`), in English and
 * in Arabic, with the emotion styles it used, ready for index.html.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { EmotionCache } from "@emotion/cache";
import type { Language } from "@/domain/language";
import { changeLanguage, loadArabicSupport } from "@/providers/i18n/i18n";
import { App } from "../app";
import { createAppServices } from "../app-services";
import { ltrCache } from "../style-cache";

export type PrerenderedStyle = { key: string; ids: string[]; css: string };

/**
 * The styles a render used, as emotion's own server package (`extractCriticalToChunks`) groups
 * them: each global style apart (`<key>-global <id>`, which `<Global>` takes over when it mounts),
 * then one sheet of the class styles the markup names (`<key> <id> <id>…`, which createCache takes
 * over when the app starts).
 */
function usedStyles(cache: EmotionCache, html: string): PrerenderedStyle[] {
  const named = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, "g"))].map((match) => match[1]));
  const globals: PrerenderedStyle[] = [];
  const classes: PrerenderedStyle = { key: cache.key, ids: [], css: "" };
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== "string") continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals.push({ key: `${cache.key}-global`, ids: [id], css });
    else if (named.has(id)) {
      classes.ids.push(id);
      classes.css += css;
    }
  }
  return [...globals, classes];
}

export async function renderLogin(language: Language): Promise<{ html: string; styles: PrerenderedStyle[] }> {
  const cache = language === "ar" ? (await loadArabicSupport()).rtlCache : ltrCache;
  // Server mode: keep the styles in the cache (read below) instead of inline <style> tags.
  cache.compat = true;
  const services = createAppServices();
  await changeLanguage(services.i18n, language, { save: false });
  // As src/main.tsx hydrates it (StrictMode included: the tree must be the same).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App initialPath="/" services={services} />
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return { html, styles: usedStyles(cache, html) };
}
