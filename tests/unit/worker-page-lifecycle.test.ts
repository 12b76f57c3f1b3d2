import { describe, expect, it, vi } from "vitest";
import { reloadWhenRestoredFromCache, startClosingOnPagehide } from "@/mocks/worker-page-lifecycle";

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
