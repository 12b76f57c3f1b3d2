/**
 * The prerendered login and dashboard (issue 20): names shared by the build
 * (scripts/prerender-pages.ts), the boot script (src/app/start-page-boot.ts), src/main.tsx and the
 * login page.
 */

/**
 * On `<html>`: which prerendered page shows, `en`, `ar`, or `off` (another page); on each of the
 * two containers in #root: its language, until the app has taken the page over (a hydrated login's
 * buttons then take clicks; the dashboard's is replaced).
 */
export const PRERENDER_ATTRIBUTE = "data-prerender";

/** On `<html>`: the prerendered login form was submitted before the app could take it; the login page sends it once hydrated. */
export const PENDING_SUBMIT_ATTRIBUTE = "data-pending-submit";
