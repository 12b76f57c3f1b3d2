// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { session } from "@/providers/auth/session";

/** What another tab's sign-in or sign-out looks like here: a storage event (`key` null when it cleared the storage). */
function otherTabWrote(key: string | null) {
  window.dispatchEvent(new StorageEvent("storage", { key }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the session's subscribers hear of other tabs", () => {
  it("when another tab writes or clears the credentials, not other keys; once unsubscribed, no more", async () => {
    const guard = vi.fn();
    const header = vi.fn();
    const unsubscribeGuard = session.subscribe(guard);
    const unsubscribeHeader = session.subscribe(header);
    // The storage listener is added a task after the first subscriber (out of the first commit's effects).
    await nextTask();

    otherTabWrote("sbo.session");
    expect(guard).toHaveBeenCalledTimes(1);
    expect(header).toHaveBeenCalledTimes(1);

    otherTabWrote("sbo.draft.wizard.store.anonymous");
    expect(guard).toHaveBeenCalledTimes(1);

    otherTabWrote(null);
    expect(guard).toHaveBeenCalledTimes(2);

    unsubscribeGuard();
    otherTabWrote("sbo.session");
    expect(guard).toHaveBeenCalledTimes(2);
    expect(header).toHaveBeenCalledTimes(3);
    unsubscribeHeader();
  });
});
