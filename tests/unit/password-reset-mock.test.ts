import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";

/** The mock's devise_token_auth password endpoints (session-contract §1.4), over HTTP. */
const AUTH = "http://localhost/api/v1/vendor/auth";
const REDIRECT = "http://localhost:5173/reset-password";

async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${AUTH}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function emailedLink(email: string): Promise<URL> {
  const { status, body } = await call("POST", "/password", { email, redirect_url: REDIRECT });
  expect(status).toBe(200);
  return new URL(String(body.demo_reset_link));
}

function linkHeaders(link: URL) {
  return {
    "access-token": link.searchParams.get("access-token")!,
    client: link.searchParams.get("client")!,
    uid: link.searchParams.get("uid")!,
  };
}

const signIn = (email: string, password: string) => call("POST", "/sign_in", { email, password });

describe("password reset in the mock", () => {
  it("e-mails devise's redirect address for a known user, refuses an unknown one", async () => {
    const link = await emailedLink(DEMO_ACCOUNTS.limited.email);
    expect(`${link.origin}${link.pathname}`).toBe(REDIRECT);
    // Exactly the recorded redirect's parameters, in its order (devise_token_auth v1.2.6, 05-password-reset.json).
    expect([...link.searchParams.keys()]).toEqual([
      "access-token",
      "client",
      "client_id",
      "config",
      "expiry",
      "reset_password",
      "reset_password_token",
      "token",
      "uid",
    ]);
    expect(link.searchParams.get("client_id")).toBe(link.searchParams.get("client"));
    expect(link.searchParams.get("uid")).toBe(DEMO_ACCOUNTS.limited.email);
    expect(link.searchParams.get("reset_password")).toBe("true");
    expect(link.searchParams.get("token")).toBe(link.searchParams.get("access-token"));

    const unknown = await call("POST", "/password", { email: "nobody@demo.test", redirect_url: REDIRECT });
    expect(unknown).toEqual({ status: 404, body: { success: false, errors: ["Unable to find user with email 'nobody@demo.test'."] } });
    expect((await call("POST", "/password", { email: DEMO_ACCOUNTS.limited.email })).status).toBe(401);
  });

  it("changes the password with the link's session, which stays signed in; the e-mailed link is then used up", async () => {
    const { email, password: old } = DEMO_ACCOUNTS.limited;
    const link = await emailedLink(email);
    const headers = linkHeaders(link);
    const changed = await call("PUT", "/password", { password: "Fresh#2026", password_confirmation: "Fresh#2026" }, headers);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: "Your password has been successfully updated." });

    expect((await signIn(email, old)).status).toBe(401);
    expect((await signIn(email, "Fresh#2026")).status).toBe(200);

    // As recorded: the link's session is a signed-in device, and may set a password again until
    // signed out (the app signs it out at once); the e-mailed link no longer leads anywhere.
    const again = await call("PUT", "/password", { password: "Other#2026", password_confirmation: "Other#2026" }, headers);
    expect(again.status).toBe(200);
    const used = await fetch(
      `${AUTH}/password/edit?config=default&redirect_url=${encodeURIComponent(REDIRECT)}&reset_password_token=${link.searchParams.get("reset_password_token")}`,
    );
    expect(used.status).toBe(404);
    expect(await used.text()).toBe("");
    expect((await call("DELETE", "/sign_out", null, headers)).body).toEqual({ success: true });
    const ended = await call("PUT", "/password", { password: "Third#2026", password_confirmation: "Third#2026" }, headers);
    expect(ended).toEqual({ status: 401, body: { success: false, errors: ["Unauthorized"] } });
  });

  it("answers 422 for missing or mismatched passwords and keeps the link usable", async () => {
    const headers = linkHeaders(await emailedLink(DEMO_ACCOUNTS.vendor.email));
    const missing = await call("PUT", "/password", { password: "Fresh#2026" }, headers);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(["You must fill out the fields labeled 'Password' and 'Password confirmation'."]);
    const mismatch = await call("PUT", "/password", { password: "Fresh#2026", password_confirmation: "Fresh#2027" }, headers);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toMatchObject({ full_messages: ["Password confirmation doesn't match Password"] });
    expect((await call("PUT", "/password", { password: "Fresh#2026", password_confirmation: "Fresh#2026" }, headers)).status).toBe(200);
  });

  it("refuses a forged session; a newer e-mail replaces the older link's token", async () => {
    const email = DEMO_ACCOUNTS.vendor.email;
    const older = await emailedLink(email);
    const first = linkHeaders(older);
    const forged = await call(
      "PUT",
      "/password",
      { password: "Fresh#2026", password_confirmation: "Fresh#2026" },
      { ...first, "access-token": "forged" },
    );
    expect(forged.status).toBe(401);
    await emailedLink(email);
    const edit = `${AUTH}/password/edit?config=default&redirect_url=${encodeURIComponent(REDIRECT)}&reset_password_token=`;
    const replaced = await fetch(`${edit}${older.searchParams.get("reset_password_token")}`, { redirect: "manual" });
    expect(replaced.status).toBe(404);
  });
});
