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

/*
 * msw, as it starts, reloads a page that its worker, already registered, does not control
 * (getWorkerInstance: "!navigator.serviceWorker.controller && mockRegistrations.length > 0"). On the
 * login the mock starts with the visitor's first touch (src/main.tsx), so that reload came just as
 * they began to type, and wiped the e-mail they had typed. A page is in that state in two ways:
 *
 * - it loaded while the worker was still installing (the visitor reloaded just after their first
 *   touch registered it): the worker's activation claims the page (`clients.claim()`), and
 *   `untilClaimed` waits for that before msw looks;
 * - nothing will claim it: a hard reload (which bypasses workers), or a page still loading when the
 *   worker activated (`claim()` passes over a page not yet running). Only a reload gives it the
 *   worker: `strandedPage` tells the login so as it boots, before anything can be typed.
 */
type WorkerContainer = Pick<ServiceWorkerContainer, "controller" | "getRegistration" | "addEventListener" | "removeEventListener">;

const workers = () => (globalThis.navigator as Navigator | undefined)?.serviceWorker;

/** The mock's registration (the demo's origin has no other worker); none where the browser refuses to say (msw then reports it). */
const registrationOf = (container: WorkerContainer) => container.getRegistration().catch(() => undefined);

/** The registration's worker on its way to control pages (installing, installed or activating), if any. */
function arriving(registration: ServiceWorkerRegistration | undefined): ServiceWorker | undefined {
  if (!registration) return undefined;
  const active = registration.active?.state === "activating" ? registration.active : undefined;
  return registration.installing ?? registration.waiting ?? active ?? undefined;
}

/** Resolves once this page is controlled by the worker, or once nothing is on its way to claim it. */
export async function untilClaimed(container: WorkerContainer | undefined = workers()): Promise<void> {
  if (!container || container.controller) return;
  const worker = arriving(await registrationOf(container));
  if (!worker || container.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      container.removeEventListener("controllerchange", done);
      worker.removeEventListener("statechange", settled);
      resolve();
    };
    // A worker claims the open pages while it activates: once it is activated (or gone), no claim is coming.
    const settled = () => {
      if (worker.state === "activated" || worker.state === "redundant") done();
    };
    container.addEventListener("controllerchange", done);
    worker.addEventListener("statechange", settled);
  });
}

/** Whether the worker is registered and active but this page is not controlled, and no worker is on its way to claim it. */
export async function strandedPage(container: WorkerContainer | undefined = workers()): Promise<boolean> {
  if (!container || container.controller) return false;
  const registration = await registrationOf(container);
  return Boolean(registration?.active) && !arriving(registration) && !container.controller;
}
