/**
 * The app itself (its tree, its services, the screens' code), imported by src/main.tsx in a task
 * of its own, after the entry's modules (React, i18next, the route table) have run. Two shorter
 * tasks of module evaluation, and two scripts the browser compiles apart, hold up a tap for less
 * than one long one (issue 20, Lighthouse's TBT); scripts/prerender-pages.ts makes this module's
 * graph one chunk, which the prerendered pages ask for with the entry.
 */
export { App } from "./app";
export { createAppServices, type AppServices } from "./app-services";
export { preloadScreen } from "./screens";
