/**
 * msw 2.x tells its worker that a page is gone (`CLIENT_CLOSED`) as soon as the page's
 * `beforeunload` fires. A page keeps running after `beforeunload`, though: until the next document
 * commits (a slow full navigation or reload) or for good (a cancelled navigation). From that moment
 * the worker passes the page's requests to the network, so the demo's API calls answered 404 and
 * the console filled with errors on full navigations (msw issues 1105 and 2006; msw 3 listens to
 * `pagehide` instead, PR 2720). Two fixes while the worker starts:
 *
 * - the `beforeunload` listener msw adds while starting is added for `pagehide`, which fires only
 *   when the page really goes. msw's is the one added with an abort `signal` in its options (msw
 *   removes it with that signal): the app renders while the worker starts (src/main.tsx), and a
 *   `beforeunload` listener of its own (Refine's unsaved-changes prompt) stays one;
 * - the worker update msw starts without awaiting it (`registration.update()`, issue 2006) gets a
 *   rejection handler: a failed update check (the script could not be fetched while the page
 *   navigated or the worker was activating) keeps the running worker and is not the page's error.
 */
type ListenerTarget = { addEventListener: (type: string, listener: never, options?: never) => void };
type Updatable = { prototype: { update: () => Promise<unknown> } };

export async function startClosingOnPagehide<T>(
  start: () => Promise<T>,
  target: ListenerTarget = window as unknown as ListenerTarget,
  registrations: Updatable | undefined = globalThis.ServiceWorkerRegistration as unknown as Updatable | undefined,
): Promise<T> {
  const hadOwnAdd = Object.prototype.hasOwnProperty.call(target, "addEventListener");
  const add = target.addEventListener;
  target.addEventListener = function (this: unknown, type: string, ...rest: [never, never?]) {
    const options: unknown = rest[1];
    const msws = type === "beforeunload" && typeof options === "object" && options !== null && "signal" in options;
    return add.call(this, msws ? "pagehide" : type, ...rest);
  };
  const prototype = registrations?.prototype;
  const update = prototype?.update;
  if (prototype && update) {
    prototype.update = function (this: unknown) {
      const checked = update.call(this);
      checked.catch(() => undefined);
      return checked;
    };
  }
  try {
    return await start();
  } finally {
    if (hadOwnAdd) target.addEventListener = add;
    else delete (target as Partial<ListenerTarget>).addEventListener;
    if (prototype && update) prototype.update = update;
  }
}

/**
 * A page restored from the back/forward cache has told the worker it was gone (on `pagehide`):
 * load it afresh so that the mock serves it again.
 */
export function reloadWhenRestoredFromCache(target: Pick<Window, "addEventListener" | "location"> = window) {
  target.addEventListener("pageshow", (event) => {
    if (event.persisted) target.location.reload();
  });
}
