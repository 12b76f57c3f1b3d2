/**
 * The boot script (issue 20): a tiny classic script in index.html's head, built on its own by
 * scripts/prerender-pages.ts. It runs before the body is parsed, so before the first paint, and
 * (the CSP forbids inline scripts) is a file of its own. It
 * - sets `<html lang dir>` for the start language, so an Arabic visitor never sees English;
 * - sets `<html data-color-scheme>` (light or dark: the seller's choice on this device, else the
 *   device's), so a page paints in its scheme from the first frame; MUI's inline
 *   InitColorSchemeScript would do the same, but the CSP forbids inline scripts;
 * - tells the page's CSS which prerendered page to show (the login in index.html, the dashboard in
 *   dashboard.html): `<html data-prerender="en|ar|off">`, and removes the other language's once the
 *   body is parsed;
 * - on those two documents, asks for the app's scripts once the page has painted (`data-modules`);
 * - asks at once for chunks the app would otherwise ask for only once its own code has run (each
 *   list in an attribute of the script tag): the Arabic chunk for Arabic (`data-arabic`), the
 *   signed-in area's shell and the HTTP client on /vendor/… (`data-vendor`), the dashboard on
 *   /vendor/ (`data-dashboard`);
 * - holds back a submit of the prerendered login form until the app has taken the page over: a
 *   form without its JavaScript would send the e-mail and password in the address. The login page
 *   sends it once hydrated (src/resources/login/use-prerender-handover.ts).
 */
// First: the reset link's secrets leave the address bar before the page asks for anything.
import "./take-reset-landing";
import { COLOR_SCHEME_ATTRIBUTE } from "@/config/color-scheme";
import { PENDING_SUBMIT_ATTRIBUTE, PRERENDER_ATTRIBUTE } from "@/config/prerender";
import { isDashboardPath, isVendorPath } from "@/config/paths";
import { startColorScheme } from "./color-scheme-storage";
import { startPage } from "./start-page";

const html = document.documentElement;
const script = document.currentScript as HTMLScriptElement | null;

/** Asks for chunks the page will need (a space-separated list of URLs) at once, not once the app's code has asked. */
function preload(list: string | undefined) {
  for (const href of (list ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
}
html.setAttribute(COLOR_SCHEME_ATTRIBUTE, startColorScheme());
try {
  const { language, login, dashboard } = startPage();
  const shown = login || dashboard ? language : "off";
  html.setAttribute(PRERENDER_ATTRIBUTE, shown);
  // Once the body is parsed (before the app's code runs), the prerendered page that does not show
  // goes: the login then holds one form, as it did before the prerender (scripts and tests look for its fields).
  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll(`#root > [${PRERENDER_ATTRIBUTE}]`).forEach((container) => {
      if (container.getAttribute(PRERENDER_ATTRIBUTE) !== shown) container.remove();
    });
  });
  if (language === "ar") {
    html.lang = "ar";
    html.dir = "rtl";
    preload(script?.dataset.arabic);
  }
  if (isVendorPath(location.pathname)) preload(script?.dataset.vendor);
  if (isDashboardPath(location.pathname)) preload(script?.dataset.dashboard);
} catch {
  // Storage refused (a privacy mode): the app decides again once it runs.
  html.setAttribute(PRERENDER_ATTRIBUTE, "off");
}

document.addEventListener(
  "submit",
  (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`#root [${PRERENDER_ATTRIBUTE}]`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    html.setAttribute(PENDING_SUBMIT_ATTRIBUTE, "");
  },
  true,
);

/**
 * index.html and dashboard.html (the prerendered pages) list the app's scripts in `data-modules`
 * instead of naming them themselves: they are asked for once the page has painted (its first
 * contentful paint, when the tab is visible), in quick succession. The entry is a module
 * script; the chunks it imports are preloaded.
 */
const modules = (script?.dataset.modules ?? "").split(" ").filter(Boolean);
if (modules.length > 0) {
  // One element a task: asking for a script costs the page a few milliseconds each (more on a slow
  // phone), and eight of them in one task would hold up a tap (Lighthouse's TBT).
  const load = (index = 0) => {
    const src = modules[index];
    if (src === undefined) return;
    const element = document.createElement(index === 0 ? "script" : "link");
    if (element instanceof HTMLScriptElement) {
      element.type = "module";
      element.src = src;
    } else {
      (element as HTMLLinkElement).rel = "modulepreload";
      (element as HTMLLinkElement).href = src;
    }
    element.crossOrigin = "";
    document.head.appendChild(element);
    setTimeout(load, 0, index + 1);
  };
  // Once the browser reports the page's first contentful paint; without paint timing, the first
  // frame after the body is parsed (a frame before it may paint nothing yet); a hidden tab paints
  // nothing: at once.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  if (document.visibilityState !== "visible") start();
  else if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    // Should the report not come (a page that paints no content), the scripts do not wait for it.
    setTimeout(start, 1000);
  } else document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
}
