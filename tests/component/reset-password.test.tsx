import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { App } from "@/app/app";
import { createAppServices } from "@/app/app-services";
import { server } from "@/mocks/node";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { forgetResetLanding } from "@/providers/auth/reset-landing";
import { session } from "@/providers/auth/session";
import resetRecording from "../fixtures/devise-token-auth-1.2.6/05-password-reset.json";
import { renderApp } from "../support/render-app";
import { recordRequests } from "../support/sent-requests";
import { expectRightToLeft, renderInArabic } from "../support/arabic";

const AUTH = `${location.origin}/api/v1/vendor/auth`;
const NEW_PASSWORD = "Fresh#2026";

/** The link the mock "e-mails" (devise's redirect address, session-contract §1.4): path and query. */
async function emailedLink(email: string = DEMO_ACCOUNTS.limited.email): Promise<{ path: string; params: URLSearchParams }> {
  const response = await fetch(`${AUTH}/password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, redirect_url: `${location.origin}/reset-password` }),
  });
  const link = new URL(((await response.json()) as { demo_reset_link: string }).demo_reset_link);
  return { path: `${link.pathname}${link.search}`, params: link.searchParams };
}

/** Every API call, with the address bar as it was when the call left. */
const recordCalls = () => recordRequests().sent;

async function typePasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole("button", { name: "Save new password" }));
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const emailField = await screen.findByLabelText(/^email/i);
  await user.clear(emailField);
  await user.type(emailField, email);
  const passwordField = screen.getByLabelText(/^password/i);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  forgetResetLanding();
});

/** The address devise_token_auth v1.2.6 redirected the e-mailed link to (the recorded 302's Location). */
const RECORDED_LANDING = new URL(
  resetRecording.find((exchange) => exchange.response?.status === 302)!.response!.headers.Location as string,
);

/** Every value of the link's query: none may be left in the address bar or the history entry. */
function secretsOf(params: URLSearchParams): string[] {
  return [...params.entries()].filter(([name]) => !["config", "reset_password"].includes(name)).map(([, value]) => value);
}

describe("reset password: landing from the e-mailed link", () => {
  it("takes the credentials out of the address bar at once and sends PUT /auth/password with them as headers", async () => {
    const { path, params } = await emailedLink();
    const sent = recordCalls();
    // The real address bar (BrowserRouter over jsdom's history), as when the e-mail's link is opened.
    window.history.replaceState(null, "", path);
    render(<App services={createAppServices("/api/v1")} />);
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/reset-password");
    expect(await screen.findByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    expect(window.location.href).not.toMatch(/access-token|client|uid|token/);

    await typePasswords(userEvent.setup(), NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() => expect(sent.some((call) => call.method === "PUT")).toBe(true));
    const put = sent.find((call) => call.method === "PUT")!;
    expect(put.url.href).toBe(`${AUTH}/password`);
    expect(put.headers.get("access-token")).toBe(params.get("access-token"));
    expect(put.headers.get("client")).toBe(params.get("client"));
    expect(put.headers.get("uid")).toBe(DEMO_ACCOUNTS.limited.email);
    await waitFor(() => expect(put.body).toEqual({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }));
    // devise keeps the link's session as a signed-in device: the app ends it on the server at once.
    await waitFor(() => expect(sent.find((call) => call.method === "DELETE")?.url.href).toBe(`${AUTH}/sign_out`));
    expect(sent.find((call) => call.method === "DELETE")!.headers.get("client")).toBe(params.get("client"));
    // No call ever left with the credentials in the address.
    for (const call of sent) expect(call.addressBar).not.toMatch(/access-token/);
  });

  it("returns to login with the message, starts no session; the new password signs in and the old one does not", async () => {
    const { email, password: old } = DEMO_ACCOUNTS.limited;
    const { path } = await emailedLink(email);
    const view = renderApp(path);
    await typePasswords(view.user, NEW_PASSWORD, NEW_PASSWORD);

    expect(await screen.findByText("Your password has been successfully updated.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();

    await signIn(view.user, email, old);
    expect(await screen.findByText("Invalid login credentials. Please try again.")).toBeInTheDocument();
    expect(session.credentials()).toBeNull();

    await signIn(view.user, email, NEW_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("says a used link is invalid and asks again through the Forgot password dialog", async () => {
    const { path, params } = await emailedLink();
    const headers = {
      "content-type": "application/json",
      "access-token": params.get("access-token")!,
      client: params.get("client")!,
      uid: params.get("uid")!,
    };
    const body = JSON.stringify({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await fetch(`${AUTH}/password`, { method: "PUT", headers, body })).status).toBe(200);
    // Used: the app that saved signed the link's session out (devise would keep it otherwise).
    expect((await fetch(`${AUTH}/sign_out`, { method: "DELETE", headers })).status).toBe(200);

    const view = renderApp(path);
    await typePasswords(view.user, "Again#2026", "Again#2026");
    expect(await screen.findByRole("heading", { name: "This link is invalid or has already been used" })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await view.user.click(screen.getByRole("link", { name: "Send a new link" }));
    const dialog = await screen.findByRole("dialog", { name: "Forgot password" });
    expect(within(dialog).getByLabelText(/email/i)).toBeInTheDocument();
    // The login page, behind the modal dialog.
    expect(screen.getByRole("heading", { name: "Login", hidden: true })).toBeInTheDocument();
  });

  it("opened without a link, says it is invalid and calls nothing", async () => {
    const sent = recordCalls();
    renderApp("/reset-password");
    expect(await screen.findByRole("heading", { name: "This link is invalid or has already been used" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send a new link" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Set a new password");
    expect(sent).toEqual([]);
  });
});

describe("reset password: the link as devise_token_auth v1.2.6 writes it", () => {
  it("the mock's link carries exactly the recorded parameters, in the recorded order", async () => {
    const { params } = await emailedLink();
    expect([...params.keys()]).toEqual([...RECORDED_LANDING.searchParams.keys()]);
  });

  it("leaves no secret in the address bar or history.state after landing, reset_password_token included", async () => {
    const { path, params } = await emailedLink();
    const sent = recordCalls();
    window.history.replaceState(null, "", path);
    render(<App services={createAppServices("/api/v1")} />);
    expect(await screen.findByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/reset-password");
    const state = JSON.stringify(window.history.state ?? null);
    for (const secret of secretsOf(params)) {
      expect(window.location.href).not.toContain(encodeURIComponent(secret));
      expect(state).not.toContain(secret);
    }
    // No call left with the link in the address bar.
    for (const call of sent) expect(call.addressBar).not.toContain("reset_password_token");
    expect(sent.filter((call) => call.headers.get("client") === params.get("client"))).toEqual([]);
  });

  it("leaving for another screen without saving signs the link's session out on the server", async () => {
    const { path, params } = await emailedLink();
    const sent = recordCalls();
    window.history.replaceState(null, "", path);
    const view = render(<App services={createAppServices("/api/v1")} />);
    expect(await screen.findByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    view.unmount();
    const ofLink = () => sent.filter((call) => call.method === "DELETE" && call.headers.get("client") === params.get("client"));
    await waitFor(() => expect(ofLink()).toHaveLength(1));
    expect(ofLink()[0].url.href).toBe(`${AUTH}/sign_out`);
    const headers = { "access-token": params.get("access-token")!, client: params.get("client")!, uid: params.get("uid")! };
    expect((await fetch(`${AUTH}/validate_token`, { headers })).status).toBe(401);
  });

  it("closing the page without saving signs the link's session out, with a request that outlives the page", async () => {
    const { path, params } = await emailedLink();
    const sent = recordCalls();
    window.history.replaceState(null, "", path);
    render(<App services={createAppServices("/api/v1")} />);
    expect(await screen.findByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    window.dispatchEvent(new Event("pagehide"));
    const ofLink = () => sent.filter((call) => call.method === "DELETE" && call.headers.get("client") === params.get("client"));
    await waitFor(() => expect(ofLink()).toHaveLength(1));
    expect(ofLink()[0].url.href).toBe(`${AUTH}/sign_out`);
    const headers = { "access-token": params.get("access-token")!, client: params.get("client")!, uid: params.get("uid")! };
    expect((await fetch(`${AUTH}/validate_token`, { headers })).status).toBe(401);
  });

  it("saving ends the link's session once, and leaving afterwards sends nothing more", async () => {
    const { path, params } = await emailedLink();
    const sent = recordCalls();
    window.history.replaceState(null, "", path);
    const view = render(<App services={createAppServices("/api/v1")} />);
    await typePasswords(userEvent.setup(), NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    window.dispatchEvent(new Event("pagehide"));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((call) => call.method === "DELETE" && call.headers.get("client") === params.get("client"))).toHaveLength(1);
  });
});

describe("reset password: the form", () => {
  it("shows Passwords must match, keeps what was typed and sends nothing", async () => {
    const { path } = await emailedLink();
    const sent = recordCalls();
    const view = renderApp(path);
    await typePasswords(view.user, NEW_PASSWORD, "Fresh#2027");
    expect(await screen.findByText("Passwords must match")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue("Fresh#2027");
    expect(sent.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("labels both fields for a new password and checks the length", async () => {
    const { path } = await emailedLink();
    const view = renderApp(path);
    const password = await screen.findByLabelText(/^New password/);
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute("autocomplete", "new-password");
    await typePasswords(view.user, "12345", "12345");
    expect(await screen.findByText("should be 6 chars minimum")).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's message when the server refuses the password", async () => {
    server.use(
      http.put("*/api/v1/vendor/auth/password", () =>
        HttpResponse.json(
          { success: false, errors: { password: ["is too common"], full_messages: ["Password is too common"] } },
          { status: 422 },
        ),
      ),
    );
    const { path } = await emailedLink();
    const view = renderApp(path);
    await typePasswords(view.user, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText("Password is too common")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue(NEW_PASSWORD);
  });

  it("renders in Arabic, right to left", async () => {
    const { path } = await emailedLink();
    await renderInArabic(path);
    expect(await screen.findByRole("heading", { name: "تعيين كلمة مرور جديدة" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^كلمة المرور الجديدة/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حفظ كلمة المرور الجديدة" })).toBeInTheDocument();
    expectRightToLeft();
  });
});
