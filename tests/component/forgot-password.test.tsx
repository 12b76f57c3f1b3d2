import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";

async function openDialog(view: ReturnType<typeof renderApp>, email: string) {
  await view.user.click(await screen.findByRole("button", { name: "Forgot password?" }));
  const dialog = await screen.findByRole("dialog", { name: "Forgot password" });
  const field = within(dialog).getByLabelText(/email/i);
  await view.user.clear(field);
  await view.user.type(field, email);
  return dialog;
}

describe("forgot password", () => {
  it("sends the e-mail with the reset page as redirect_url and confirms with the spec's message", async () => {
    const resets = recordRequests({ only: requestsTo(/\/auth\/password$/) });
    const view = renderApp("/");
    const dialog = await openDialog(view, "vendor@demo.test");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Verification has been sent to your email address")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The e-mailed link leads to the app's reset page (devise_token_auth redirects there with the session).
    const [reset] = await resets.settled();
    expect(reset.body).toMatchObject({ email: "vendor@demo.test", redirect_url: `${location.origin}/reset-password` });
  });

  it("shows the server's first error when the reply says success false, and stays open", async () => {
    const view = renderApp("/");
    const dialog = await openDialog(view, "nobody@demo.test");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Unable to find user with email 'nobody@demo.test'.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText("The resource requested could not be found on the server!")).not.toBeInTheDocument();
  });

  it("takes a refusal inside a 200 like devise's 404: the first error, and stays open", async () => {
    server.use(http.post("*/api/v1/vendor/auth/password", () => HttpResponse.json({ success: false, errors: ["Missing redirect URL."] })));
    const view = renderApp("/");
    const dialog = await openDialog(view, "vendor@demo.test");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Missing redirect URL.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("follows the app's rules for other failures: a 404 without a refusal (no such address) goes to /not-found", async () => {
    server.use(
      http.post(
        "*/api/v1/vendor/auth/password",
        () => new HttpResponse("<html><body>404 Not Found</body></html>", { status: 404, headers: { "Content-Type": "text/html" } }),
      ),
    );
    const view = renderApp("/");
    const dialog = await openDialog(view, "vendor@demo.test");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });

  it("a sign-in answered 404 (no sign-in at that address) goes to /not-found too", async () => {
    server.use(
      http.post(
        "*/api/v1/vendor/auth/sign_in",
        () => new HttpResponse("<html><body>404 Not Found</body></html>", { status: 404, headers: { "Content-Type": "text/html" } }),
      ),
    );
    const view = renderApp("/");
    await view.user.type(await screen.findByLabelText(/^email/i), "vendor@demo.test");
    await view.user.type(screen.getByLabelText(/^password/i), "Vendor#2026");
    await view.user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });

  it("validates the e-mail before sending", async () => {
    const view = renderApp("/");
    const dialog = await openDialog(view, "nope");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Must be valid email")).toBeInTheDocument();
  });
});
