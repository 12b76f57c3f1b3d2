import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";

const SIGN_OUT = "*/api/v1/vendor/auth/sign_out";

function expectSignedOutLocally() {
  expect(session.credentials()).toBeNull();
  expect(session.store()).toBeNull();
  expect(session.wizardStep()).toBe(1);
  expect(document.cookie).not.toContain("sbo_auth=1");
}

describe("session", () => {
  it("redirects a visitor without a token from a signed-in route to the login page", async () => {
    renderApp("/vendor/orders");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
  });

  it("signs out on a 401 from the token check and clears storage", async () => {
    signInAs("vendor");
    session.setWizardStep(4);
    server.use(
      http.get("*/api/v1/vendor/auth/validate_token", () =>
        HttpResponse.json({ success: false, errors: ["Invalid login credentials"] }, { status: 401 }),
      ),
    );
    renderApp("/vendor/");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expectSignedOutLocally();
  });

  it("signs out when a data call answers 401 mid-session", async () => {
    signInAs("vendor");
    server.use(
      http.get("*/api/v1/vendor/dashboard", () => HttpResponse.json({ success: false, errors: ["You need to sign in"] }, { status: 401 })),
    );
    renderApp("/vendor/");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expectSignedOutLocally();
  });

  it("keeps the seller signed in when the token check fails for another reason", async () => {
    signInAs("vendor");
    server.use(
      http.get("*/api/v1/vendor/auth/validate_token", () => HttpResponse.json({ success: false, message: "Maintenance" }, { status: 503 })),
    );
    renderApp("/vendor/");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(session.credentials()).not.toBeNull();
  });

  it("goes to /not-found when a call answers 404", async () => {
    signInAs("vendor");
    server.use(http.get("*/api/v1/vendor/dashboard", () => HttpResponse.json({ success: false, message: "Not found" }, { status: 404 })));
    renderApp("/vendor/");
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/vendor");
    expect(session.credentials()).not.toBeNull();
  });

  it("sends unknown paths to the not-found page", async () => {
    renderApp("/somewhere/else");
    expect(await screen.findByRole("heading", { name: "Not Found" })).toBeInTheDocument();
    expect(screen.getByText("404")).toBeInTheDocument();
  });

  it.each([
    ["200", () => HttpResponse.json({ success: true })],
    ["404", () => HttpResponse.json({ success: false, errors: ["User was not found or was not logged in."] }, { status: 404 })],
    ["401", () => HttpResponse.json({ success: false, errors: ["Unauthorized"] }, { status: 401 })],
  ])("signs out on a %s answer: storage cleared, back to login", async (_status, answer) => {
    signInAs("vendor");
    server.use(http.delete(SIGN_OUT, answer));
    const view = renderApp("/vendor/");
    await screen.findByRole("heading", { name: "Dashboard" });
    await view.user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expectSignedOutLocally();
    expect(view.services.queryClient.getQueryCache().findAll({ queryKey: ["data"] })).toEqual([]);
  });

  it("stays signed in and says something went wrong when sign-out fails otherwise", async () => {
    signInAs("vendor");
    server.use(http.delete(SIGN_OUT, () => HttpResponse.json({ success: false, message: "" }, { status: 500 })));
    const view = renderApp("/vendor/");
    await screen.findByRole("heading", { name: "Dashboard" });
    await view.user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("something went wrong")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(session.credentials()).not.toBeNull();
  });

  it("shows a spinner on the sign-out control while signing out", async () => {
    signInAs("vendor");
    let release!: () => void;
    server.use(
      http.delete(SIGN_OUT, () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ success: true }))))),
    );
    const view = renderApp("/vendor/");
    await screen.findByRole("heading", { name: "Dashboard" });
    await view.user.click(screen.getByRole("button", { name: "Sign out" }));
    const button = screen.getByRole("button", { name: /sign out/i });
    expect(button).toBeDisabled();
    expect(button.querySelector(".MuiCircularProgress-root")).not.toBeNull();
    release();
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
  });

  it("re-validates the token on each path change inside /vendor", async () => {
    signInAs("vendor");
    const validations = recordRequests({ only: requestsTo(/\/auth\/validate_token$/) });
    const checks = () => validations.count();
    const view = renderApp("/vendor");
    await screen.findByRole("heading", { name: "Dashboard" });
    await waitFor(() => expect(checks()).toBeGreaterThanOrEqual(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = checks();
    await view.user.click(screen.getByRole("link", { name: "Dashboard" }));
    await waitFor(() => expect(checks()).toBe(before + 1));
  });
});
