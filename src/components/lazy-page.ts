import { createElement, lazy, type ComponentType } from "react";
import { parseCodeReload, shouldReloadForCode } from "@/domain/code-reload";

/** How to forget each chunk that failed to load, so that the next render asks for it again. */
const failedLoads = new Set<() => void>();

/** Lets the screens whose chunk failed to load (offline) ask for it again the next time they show (the error boundary calls it once it caught the failure). */
export function retryFailedPages(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

const CODE_RELOAD_KEY = "sbo.code-reload";

/**
 * A screen's code failed to load again, on a retry. Chromium keeps a failed module fetch for the
 * document's life: the same chunk, or a new address importing the chunks it needs, fails at once
 * without asking the network (seen with Chromium 150 after a screen was first opened offline). Only
 * a new document loads it, so online the app reloads this address, once a minute at most
 * (src/domain/code-reload.ts). Returns whether it reloads.
 */
function reloadForFailedCode(): boolean {
  const path = location.pathname + location.search;
  const now = Date.now();
  const last = parseCodeReload(sessionStorage.getItem(CODE_RELOAD_KEY));
  if (!shouldReloadForCode({ online: navigator.onLine, path, now, last })) return false;
  sessionStorage.setItem(CODE_RELOAD_KEY, JSON.stringify({ path, at: now }));
  location.reload();
  return true;
}

/** A page whose code loads on demand; `preload()` loads it ahead (it then renders without suspending). */
export type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A lazily loaded page from a module's named export: every screen is its own chunk. `React.lazy`
 * keeps a failed load for good; after `retryFailedPages` this one starts a fresh `lazy` the next
 * time it renders, so a screen first opened offline loads once the connection is back (by a reload
 * of the page where the browser keeps the failure: `reloadForFailedCode`). Once its
 * code is in (rendered once, or `preload()`ed: the page a visit starts on, src/app/screens.ts), it
 * renders at once: no loader first, and a prerendered page hydrates in one pass.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): LazyPageComponent {
  let loaded: ComponentType | null = null;
  const resolve = async () => {
    loaded = (await load())[exportName] as ComponentType;
    return { default: loaded };
  };
  const attempt = (retry: boolean) =>
    lazy(async () => {
      try {
        return await resolve();
      } catch (error) {
        // The page reloads: nothing to render meanwhile (its Suspense fallback stays).
        if (retry && reloadForFailedCode()) return new Promise<never>(() => undefined);
        failedLoads.add(() => (current = attempt(true)));
        throw error;
      }
    });
  let current = attempt(false);
  function LazyPage() {
    return createElement(loaded ?? current);
  }
  LazyPage.displayName = `LazyPage(${exportName})`;
  // A failed preload is the render's business (its error boundary, then retryFailedPages).
  LazyPage.preload = () =>
    resolve().then(
      () => undefined,
      () => undefined,
    );
  return LazyPage;
}
