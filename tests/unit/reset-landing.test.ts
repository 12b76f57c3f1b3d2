// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import resetRecording from "../fixtures/devise-token-auth-1.2.6/05-password-reset.json";

/** Where devise_token_auth v1.2.6 redirected the e-mailed link (the recorded 302's Location), on this origin. */
const recorded = new URL(resetRecording.find((exchange) => exchange.response?.status === 302)!.response!.headers.Location as string);
const LANDING = `${recorded.pathname}${recorded.search}`;

afterEach(async () => {
  (await import("@/providers/auth/reset-landing")).forgetResetLanding();
  window.history.replaceState(null, "", "/");
});

/** The app's entry as a page load runs it: its first import, evaluated fresh. */
async function startEntry() {
  vi.resetModules();
  await import("@/app/take-reset-landing");
  return import("@/providers/auth/reset-landing");
}

describe("the landing of the reset link, first thing the entry runs", () => {
  it("leaves nothing of the recorded link in the address bar or history.state, and keeps the session in memory", async () => {
    window.history.replaceState(null, "", LANDING);
    const { heldResetLanding } = await startEntry();
    expect(window.location.pathname).toBe("/reset-password");
    expect(window.location.search).toBe("");
    expect(window.history.state).toBeNull();
    for (const value of recorded.searchParams.values()) {
      if (value.length > 5) expect(window.location.href).not.toContain(value);
    }
    expect(heldResetLanding()).toEqual({
      credentials: { accessToken: "lIbINPUyj4942MT_yxFGEg", client: "XHzcBMeYKR0GT7CnGSSOqw", uid: "vendor2@lab.test" },
    });
  });

  it("keeps the app's own parameter and the fragment", async () => {
    window.history.replaceState(null, "", `${LANDING}&lng=ar#top`);
    await startEntry();
    expect(`${window.location.search}${window.location.hash}`).toBe("?lng=ar#top");
  });

  it("touches no other address", async () => {
    window.history.replaceState({ usr: { from: "x" } }, "", `/vendor/orders?token=abc`);
    const { heldResetLanding } = await startEntry();
    expect(window.location.search).toBe("?token=abc");
    expect(window.history.state).toEqual({ usr: { from: "x" } });
    expect(heldResetLanding()).toBeUndefined();
  });
});
