// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { http as route, HttpResponse } from "msw";
import { isDashboardPath, isVendorPath } from "@/config/paths";
import { startPage } from "@/app/start-page";
import { session } from "@/providers/auth/session";
import { createHttpClient } from "@/providers/data/http-client";
import { server } from "@/mocks/node";

/**
 * Issue 20. The boot script and src/main.tsx both ask startPage() whether the prerendered login or
 * dashboard is this page and in which language, and the demo's API calls wait for its mock to be ready.
 */
const credentials = { accessToken: "token", client: "client", uid: "vendor@demo.test", expiry: 4102444800 };

function visit(path: string, state: unknown = null) {
  history.replaceState(state, "", path);
}

afterEach(() => {
  localStorage.clear();
  visit("/");
  vi.unstubAllGlobals();
});

describe("the page a visit starts on", () => {
  it("is the prerendered login at / for a visitor without a session, in the browser's language on a first visit", () => {
    visit("/");
    vi.stubGlobal("navigator", { languages: ["ar-AE", "en"], language: "ar-AE" });
    expect(startPage()).toEqual({ language: "ar", login: true, dashboard: false });
  });

  it("takes the saved language over the browser's, and ?lng= over both", () => {
    vi.stubGlobal("navigator", { languages: ["ar-AE"], language: "ar-AE" });
    session.savePreference("lang", "en");
    visit("/");
    expect(startPage().language).toBe("en");
    visit("/?lng=ar");
    expect(startPage()).toEqual({ language: "ar", login: true, dashboard: false });
  });

  it("is not the login for a signed-in seller with a store (the login page sends them on), nor on another address", () => {
    localStorage.setItem(session.keys.credentials, JSON.stringify(credentials));
    visit("/");
    // Signed in but no store yet (a customer on their way to the wizard): the login page shows.
    expect(startPage().login).toBe(true);
    localStorage.setItem(session.keys.store, JSON.stringify({ id: 1 }));
    expect(startPage().login).toBe(false);
    localStorage.clear();
    for (const path of ["/vendor/", "/create-store", "/reset-password", "/not-found"]) {
      visit(path);
      expect(startPage().login, path).toBe(false);
    }
  });

  it("is the prerendered dashboard at /vendor and /vendor/ for a signed-in seller with a store, and on no other address", () => {
    localStorage.setItem(session.keys.credentials, JSON.stringify(credentials));
    localStorage.setItem(session.keys.store, JSON.stringify({ id: 1 }));
    for (const path of ["/vendor", "/vendor/", "/vendor/?lng=ar"]) {
      visit(path);
      expect(startPage(), path).toMatchObject({ login: false, dashboard: true });
    }
    for (const path of ["/", "/vendor/orders", "/vendor/product", "/vendorx", "/create-store"]) {
      visit(path);
      expect(startPage().dashboard, path).toBe(false);
    }
  });

  it("is not the prerendered dashboard for a visitor without a session, nor for one signed in without a store (the wizard)", () => {
    visit("/vendor/");
    expect(startPage()).toMatchObject({ login: false, dashboard: false });
    localStorage.setItem(session.keys.credentials, JSON.stringify(credentials));
    expect(startPage().dashboard).toBe(false);
  });

  it("is not the prerendered login when the history entry carries state (the reset page opens the Forgot password dialog)", () => {
    visit("/", { usr: { forgotPassword: true }, key: "x", idx: 1 });
    expect(startPage().login).toBe(false);
  });
});

describe("the addresses the boot script asks chunks for", () => {
  it("the signed-in area's shell: /vendor and under /vendor/, not a path that only starts alike", () => {
    expect(["/vendor", "/vendor/", "/vendor/orders", "/vendor/product/7/edit"].every(isVendorPath)).toBe(true);
    expect(["/", "/vendors", "/vendorx/orders", "/reset-password"].some(isVendorPath)).toBe(false);
  });

  it("the dashboard: /vendor and /vendor/ only", () => {
    expect(["/vendor", "/vendor/"].every(isDashboardPath)).toBe(true);
    expect(["/vendor/orders", "/vendors", "/"].some(isDashboardPath)).toBe(false);
  });
});

describe("API calls that must wait for the server to be ready (the demo's mock worker starting)", () => {
  it("start it with the first call, and go out only once it is ready", async () => {
    let calls = 0;
    server.use(
      route.get("http://localhost/api/v1/vendor/ping", () => {
        calls += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    let ready!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const http = createHttpClient("http://localhost/api/v1", session, { ready: start });
    expect(start).not.toHaveBeenCalled();
    const answer = http.get("/vendor/ping");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).toHaveBeenCalledTimes(1);
    expect(calls).toBe(0);
    ready();
    expect((await answer).data).toEqual({ ok: true });
    expect(calls).toBe(1);
    await http.get("/vendor/ping");
    expect(start).toHaveBeenCalledTimes(1);
  });
});
