/**
 * The boot script (issue 20): a tiny classic script in index.html's head, built on its own by
 * scripts/prerender-login.ts. It runs before the body is parsed, so before the first paint, and
 * (the CSP forbids inline scripts) is a file of its own. It
 * - sets `<html lang dir>` for the start language, so an Arabic visitor never sees English;
 * - tells the page's CSS which prerendered login to show: `<html data-prerender="en|ar|off">`, and
 *   removes the other one once the body is parsed;
 * - on the prerendered login, asks for the app's scripts once the page has painted (`data-modules`);
 * - asks at once for chunks the app would otherwise ask for only once its own code has run (each
 *   list in an attribute of the script tag): the Arabic chunk for Arabic (`data-arabic`), the
 *   signed-in area's shell and the HTTP client on /vendor/… (`data-vendor`), the dashboard on
 *   /vendor/ (`data-dashboard`);
 * - holds back a submit of the prerendered login form until the app has taken the page over: a
 *   form without its JavaScript would send the e-mail and password in the address. The login page
 *   sends it once hydrated (src/resources/login/use-prerender-handover.ts).
 */
import { PENDING_SUBMIT_ATTRIBUTE, PRERENDER_ATTRIBUTE } from "@/config/prerender";
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
try {
  const { language, login } = startPage();
  const shown = login ? language : "off";
  html.setAttribute(PRERENDER_ATTRIBUTE, shown);
  // Once the body is parsed (before the app's code runs), the login that does not show goes: the
  // page then holds one form, as it did before the prerender (scripts and tests look for its fields).
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
  if (/^\/vendor(\/|$)/.test(location.pathname)) preload(script?.dataset.vendor);
  if (/^\/vendor\/?$/.test(location.pathname)) preload(script?.dataset.dashboard);
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
 * index.html (the prerendered login) lists the app's scripts in `data-modules` instead of naming
 * them itself: they are asked for once the page has painted (the first frame, when the tab is
 * visible), all at once. The entry is a module script; the chunks it imports are preloaded.
 */
const modules = (script?.dataset.modules ?? "").split(" ").filter(Boolean);
if (modules.length > 0) {
  const load = () => {
    modules.forEach((src, index) => {
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
    });
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(load, 0));
  else load();
}
