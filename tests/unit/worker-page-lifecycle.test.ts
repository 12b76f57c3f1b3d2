import { describe, expect, it, vi } from "vitest";
import { reloadWhenRestoredFromCache, startClosingOnPagehide, strandedPage, untilClaimed } from "@/mocks/worker-page-lifecycle";

/** A window-like target that records which events listeners were added for. */
function fakeWindow() {
  const added: string[] = [];
  const target = {
    addEventListener(type: string, _listener: unknown, _options?: unknown) {
      added.push(type);
    },
  };
  return { target, added, original: target.addEventListener };
}

/** A ServiceWorkerRegistration-like class whose update() fails, as when the worker script cannot be fetched. */
class FailingRegistration {
  update(): Promise<unknown> {
    return Promise.reject(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://localhost/'): An unknown error occurred when fetching the script.",
      ),
    );
  }
}

describe("starting the mock worker (issue 16, point 9: no console errors on full navigations)", () => {
  it("msw's page-closed signal, added while the worker starts, waits for pagehide instead of beforeunload", async () => {
    const { target, added, original } = fakeWindow();
    const result = await startClosingOnPagehide(
      async () => {
        // What msw 2.x does while it starts (ServiceWorkerSource#startWorker): its listener carries an abort signal.
        target.addEventListener("beforeunload", () => undefined, { signal: new AbortController().signal });
        target.addEventListener("message", () => undefined);
        // The app renders meanwhile (src/main.tsx): its own beforeunload listener (Refine's unsaved-changes prompt) has none.
        target.addEventListener("beforeunload", () => undefined);
        return "started";
      },
      target as never,
      FailingRegistration as never,
    );
    expect(result).toBe("started");
    expect(added).toEqual(["pagehide", "message", "beforeunload"]);
    // Afterwards the page's own listeners are left alone.
    expect(target.addEventListener).toBe(original);
    target.addEventListener("beforeunload", () => undefined);
    expect(added.at(-1)).toBe("beforeunload");
  });

  it("a failed worker update that msw does not await is handled (no unhandled rejection), and update() is restored", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const { target } = fakeWindow();
    const original = FailingRegistration.prototype.update;
    try {
      await startClosingOnPagehide(
        async () => {
          // msw: `existingRegistration.update();` without await or catch.
          void new FailingRegistration().update();
          return undefined;
        },
        target as never,
        FailingRegistration as never,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
      expect(FailingRegistration.prototype.update).toBe(original);
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("restores everything when the worker fails to start", async () => {
    const { target, original } = fakeWindow();
    await expect(
      startClosingOnPagehide(() => Promise.reject(new Error("no worker")), target as never, FailingRegistration as never),
    ).rejects.toThrow("no worker");
    expect(target.addEventListener).toBe(original);
  });

  it("a page restored from the back/forward cache is reloaded; a normal show is not", () => {
    const listeners: ((event: { persisted: boolean }) => void)[] = [];
    const reload = vi.fn();
    reloadWhenRestoredFromCache({
      addEventListener: (_type: string, listener: never) => listeners.push(listener),
      location: { reload },
    } as never);
    listeners[0]({ persisted: false });
    expect(reload).not.toHaveBeenCalled();
    listeners[0]({ persisted: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** A service worker whose state the test moves on, firing `statechange` as the browser does. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

/** A page's `navigator.serviceWorker`: its controller, and the registration of the mock's worker (or none). */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  constructor(public registration?: { installing?: FakeWorker; waiting?: FakeWorker; active?: FakeWorker }) {
    super();
  }
  getRegistration() {
    const { installing = null, waiting = null, active = null } = this.registration ?? {};
    return Promise.resolve(this.registration ? { installing, waiting, active } : undefined);
  }
  /** What the worker's `clients.claim()` does to the page. */
  claim(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event("controllerchange"));
  }
}

/** Whether the promise has settled after the tasks queued so far have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("a page the mock's worker does not control (msw reloads such a page as it starts, wiping what was typed)", () => {
  it("loaded while the worker installs: the mock waits for the worker to claim the page, so msw does not reload it", async () => {
    const worker = new FakeWorker("installing");
    const page = new FakeContainer({ installing: worker });
    expect(await strandedPage(page as never)).toBe(false);
    const claimed = untilClaimed(page as never);
    expect(await settled(claimed)).toBe(false);
    worker.moveTo("installed");
    worker.moveTo("activating");
    expect(await settled(claimed)).toBe(false);
    page.claim(worker);
    expect(await settled(claimed)).toBe(true);
  });

  it("an activating worker is waited for too; one that activates or fails without claiming the page ends the wait", async () => {
    for (const end of ["activated", "redundant"] as const) {
      const worker = new FakeWorker("activating");
      const page = new FakeContainer({ active: worker });
      const claimed = untilClaimed(page as never);
      expect(await settled(claimed)).toBe(false);
      worker.moveTo(end);
      expect(await settled(claimed)).toBe(true);
    }
  });

  it("after a hard reload (the worker active, the page not controlled) nothing will claim it: the login is told to reload at once", async () => {
    const page = new FakeContainer({ active: new FakeWorker("activated") });
    expect(await strandedPage(page as never)).toBe(true);
    expect(await settled(untilClaimed(page as never))).toBe(true);
  });

  it("a controlled page, a first visit (no worker yet) and a browser without workers are left alone", async () => {
    const active = new FakeWorker("activated");
    const controlled = new FakeContainer({ active });
    controlled.controller = active;
    for (const page of [controlled, new FakeContainer(), undefined]) {
      expect(await strandedPage(page as never)).toBe(false);
      expect(await settled(untilClaimed(page as never))).toBe(true);
    }
  });

  it("an update on its way claims a hard-reloaded page: it is waited for, not reloaded", async () => {
    const update = new FakeWorker("installing");
    const page = new FakeContainer({ installing: update, active: new FakeWorker("activated") });
    expect(await strandedPage(page as never)).toBe(false);
    const claimed = untilClaimed(page as never);
    expect(await settled(claimed)).toBe(false);
    page.claim(update);
    expect(await settled(claimed)).toBe(true);
  });
});
