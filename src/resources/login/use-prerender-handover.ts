import { useLayoutEffect, useRef } from "react";
import { PENDING_SUBMIT_ATTRIBUTE, PRERENDER_ATTRIBUTE } from "@/config/prerender";

/**
 * The login page is prerendered into index.html and shows before the app's code is in; it is
 * hydrated once it is (issue 20, src/main.tsx). What the visitor did meanwhile is taken over when
 * the page hydrates:
 * - what they typed: the fields hold it, but the form's state does not know it (React hydrates a
 *   field without reading it), so each filled field tells React, as typing would;
 * - a submit (Enter in a field), which the boot script held back (src/app/start-page-boot.ts): it
 *   is sent now, with those values.
 * From then on the page takes submits itself (the boot script holds them back while `#root > [data-prerender]` is there).
 * Returns the ref for the page's `<form>`; on a page rendered in the browser it does nothing.
 */
export function usePrerenderHandover() {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    const container = form?.closest(`[${PRERENDER_ATTRIBUTE}]`);
    if (!form || !container) return;
    const typed = [...form.querySelectorAll("input")].filter((input) => input.value).map((input) => [input, input.value] as const);
    const html = document.documentElement;
    const submit = html.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
    html.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    if (typed.length === 0 && !submit) {
      container.removeAttribute(PRERENDER_ATTRIBUTE);
      return;
    }
    // Once this commit is over: each field's change is then applied before the next one's (the
    // page's change handler builds on the values of its last render), and the submit sees them all.
    // The page takes a submit only then: one in between (a click on Login) would send an empty
    // form, so the boot script still holds it back, and it is sent here.
    setTimeout(() => {
      for (const [input, value] of typed) retype(input, value);
      container.removeAttribute(PRERENDER_ATTRIBUTE);
      const held = html.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
      html.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      if (submit || held) form.requestSubmit();
    }, 0);
  }, []);
  return formRef;
}

/**
 * Hands what a field holds to React as if it had just been typed. React tracks each field's value
 * to tell a real change from a repeat: set to empty through that tracking, then back to the typed
 * text behind its back, the `input` event reaches the field's onChange.
 */
function retype(input: HTMLInputElement, typed: string) {
  input.value = "";
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, typed);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
