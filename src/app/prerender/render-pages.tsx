/**
 * Server-side entry (built and run at build time by scripts/prerender-pages.ts, never shipped): the
 * login page rendered to HTML as the browser will hydrate it (the same <App> at `/`), and the
 * dashboard's first paint (src/app/prerender/dashboard-placeholder.tsx), in English and in Arabic,
 * with the emotion styles they used, ready for index.html and dashboard.html.
 */
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { EmotionCache } from "@emotion/cache";
import CssBaseline from "@mui/material/CssBaseline";
import { I18nextProvider } from "react-i18next";
import type { Language } from "@/domain/language";
import { changeLanguage, loadArabicSupport } from "@/providers/i18n/i18n";
import { App } from "../app";
import { createAppServices, type AppServices } from "../app-services";
import { DirectionProvider } from "../direction-provider";
import { ltrCache } from "../style-cache";
import { DashboardPlaceholder } from "./dashboard-placeholder";

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

type Prerendered = { html: string; styles: PrerenderedStyle[] };

/** Renders a tree to HTML in `language`, with the styles it used. */
async function prerender(language: Language, tree: (services: AppServices) => ReactNode): Promise<Prerendered> {
  const cache = language === "ar" ? (await loadArabicSupport()).rtlCache : ltrCache();
  // Server mode: keep the styles in the cache (read below) instead of inline <style> tags.
  cache.compat = true;
  const services = createAppServices();
  await changeLanguage(services.i18n, language, { save: false });
  const { prelude } = await prerenderToNodeStream(tree(services));
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return { html, styles: usedStyles(cache, html) };
}

/** The login page (index.html), as src/main.tsx hydrates it (StrictMode included: the tree must be the same). */
export function renderLogin(language: Language): Promise<Prerendered> {
  return prerender(language, (services) => (
    <StrictMode>
      <App initialPath="/" services={services} />
    </StrictMode>
  ));
}

/** The dashboard's first paint (dashboard.html): not hydrated, the app renders over it. */
export function renderDashboard(language: Language): Promise<Prerendered> {
  return prerender(language, (services) => (
    <I18nextProvider i18n={services.i18n}>
      <DirectionProvider>
        <CssBaseline />
        <DashboardPlaceholder />
      </DirectionProvider>
    </I18nextProvider>
  ));
}
