import type { Language } from "@/domain/language";
import { session } from "@/providers/auth/session";
import { initialLanguage } from "@/providers/i18n/start-language";

/**
 * How a page load starts (issue 20). index.html holds the login page prerendered at build time in
 * English and in Arabic (scripts/prerender-login.ts); the boot script (start-page-boot.ts) shows
 * one of them before the first paint, and src/main.tsx hydrates that one. Both ask this function,
 * so they agree:
 * - `language`: the interface language (`?lng=`, the saved choice, the browser's languages);
 * - `login`: whether the prerendered login is this page: the address is `/`, and the visitor is
 *   not a signed-in seller with a store (whom the login page sends on to /vendor), and the history
 *   entry carries no state (the reset page opens the login with its Forgot password dialog).
 *   Any other page starts blank and renders in the browser, as before.
 */
export function startPage(): { language: Language; login: boolean } {
  const state = typeof history === "undefined" ? null : (history.state as { usr?: unknown } | null);
  return {
    language: initialLanguage(),
    login: typeof location !== "undefined" && location.pathname === "/" && !session.signedInWithStore() && !state?.usr,
  };
}
