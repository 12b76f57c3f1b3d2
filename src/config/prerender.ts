/**
 * The prerendered login (issue 20): names shared by the build (scripts/prerender-login.ts), the boot
 * script (src/app/start-page-boot.ts), src/main.tsx and the login page.
 */

/**
 * On `<html>`: which prerendered login shows, `en`, `ar`, or `off` (another page); on each of the
 * two containers in #root: its language, until it is hydrated (then its buttons take clicks).
 */
export const PRERENDER_ATTRIBUTE = "data-prerender";

/** On `<html>`: the prerendered login form was submitted before the app could take it; the login page sends it once hydrated. */
export const PENDING_SUBMIT_ATTRIBUTE = "data-pending-submit";
