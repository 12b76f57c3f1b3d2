import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../support/render-app";
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
  it("sends the e-mail and confirms with the spec's message", async () => {
    let body: unknown;
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/auth/password")) body = await request.clone().json();
    });
    const view = renderApp("/");
    const dialog = await openDialog(view, "vendor@demo.test");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Verification has been sent to your email address")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(body).toMatchObject({ email: "vendor@demo.test" });
    server.events.removeAllListeners();
  });

  it("shows the server's first error when the reply says success false, and stays open", async () => {
    const view = renderApp("/");
    const dialog = await openDialog(view, "nobody@demo.test");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Unable to find user with email 'nobody@demo.test'.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByText("The resource requested could not be found on the server!")).not.toBeInTheDocument();
  });

  it("validates the e-mail before sending", async () => {
    const view = renderApp("/");
    const dialog = await openDialog(view, "nope");
    await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Must be valid email")).toBeInTheDocument();
  });
});
