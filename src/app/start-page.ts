import type { Language } from "@/domain/language";
import { session } from "@/providers/auth/session";
import { initialLanguage } from "@/providers/i18n/start-language";
import { isDashboardPath } from "@/config/paths";

/**
 * How a page load starts (issue 20). index.html holds the login page prerendered at build time in
 * English and in Arabic, and dashboard.html the dashboard's first paint (scripts/prerender-pages.ts);
 * the boot script (start-page-boot.ts) shows one of the two languages before the first paint, and
 * src/main.tsx hydrates that login, or renders the app over that dashboard. Both ask this function,
 * so they agree:
 * - `language`: the interface language (`?lng=`, the saved choice, the browser's languages);
 * - `login`: whether the prerendered login is this page: the address is `/`, and the visitor is
 *   not a signed-in seller with a store (whom the login page sends on to /vendor), and the history
 *   entry carries no state (the reset page opens the login with its Forgot password dialog).
 * - `dashboard`: whether the prerendered dashboard is this page: the address is the dashboard's
 *   (`/vendor`, `/vendor/`) and the visitor is a signed-in seller with a store (anyone else is sent
 *   elsewhere by the app).
 *   Any other page starts blank and renders in the browser, as before.
 */
export function startPage(): { language: Language; login: boolean; dashboard: boolean } {
  const state = typeof history === "undefined" ? null : (history.state as { usr?: unknown } | null);
  const pathname = typeof location === "undefined" ? "" : location.pathname;
  const seller = session.signedInWithStore();
  return {
    language: initialLanguage(),
    login: pathname === "/" && !seller && !state?.usr,
    dashboard: isDashboardPath(pathname) && seller,
  };
}
