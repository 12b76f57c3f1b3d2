import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { renderApp } from "../support/render-app";

/**
 * Issue 16, point 4: only a demo build offers the reset link the mock "e-mailed". The flag is the
 * compile-time `mockEnabled` (src/config/env.ts); here it is set per test. The server's answer
 * carries `demo_reset_link` in both cases (the mock always sends it): only the flag decides.
 */
const build = vi.hoisted(() => ({ mock: false }));
vi.mock("@/config/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/env")>()),
  get mockEnabled() {
    return build.mock;
  },
}));

const SENT = "Verification has been sent to your email address";

/** Sends the Forgot password form; returns the dialog and the link the server's answer carried. */
async function sendReset() {
  const answered: { link?: string } = {};
  server.events.on("response:mocked", async ({ request, response }) => {
    if (request.method === "POST" && request.url.endsWith("/auth/password")) {
      answered.link = ((await response.clone().json()) as { demo_reset_link?: string }).demo_reset_link;
    }
  });
  const view = renderApp("/");
  await view.user.click(await screen.findByRole("button", { name: "Forgot password?" }, { timeout: 10_000 }));
  const dialog = await screen.findByRole("dialog", { name: "Forgot password" });
  await view.user.type(within(dialog).getByLabelText(/email/i), "vendor@demo.test");
  await view.user.click(within(dialog).getByRole("button", { name: "Send" }));
  await waitFor(() => expect(answered.link).toContain("/reset-password"));
  return dialog;
}

afterEach(() => {
  build.mock = false;
  server.events.removeAllListeners();
});

describe("the demo reset link in the forgot-password success", { timeout: 30_000 }, () => {
  it("a build without the mock shows the success message only, with no reset link anywhere", async () => {
    build.mock = false;
    await sendReset();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open the password reset link" })).toBeNull();
    expect(document.querySelector('a[href*="/reset-password"]')).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("the demo build (mock on) offers the link to the reset page in the dialog", async () => {
    build.mock = true;
    const dialog = await sendReset();
    const link = await within(dialog).findByRole("link", { name: "Open the password reset link" });
    expect(new URL(link.getAttribute("href")!).pathname).toBe("/reset-password");
    expect(within(dialog).getByText(SENT)).toBeInTheDocument();
  });
});
