import { http, HttpResponse } from "msw";
import { db } from "../db";
import { VENDOR, authed, readBody } from "../http-kit";
import type { MockUser } from "../seed/shell-seed";
import { authenticate, authenticateReset, createResetSession, createSession, endResetSession, endSession } from "../server-session";

const AUTH = `${VENDOR}/auth`;

function publicUser(user: MockUser) {
  const { password: _password, ...rest } = user;
  return rest;
}

/** devise_token_auth endpoints mounted at /api/v1/vendor/auth (session-contract §1.4). */
export const authHandlers = [
  http.post(`${AUTH}/sign_in`, async ({ request }) => {
    const { email, password } = await readBody<{ email?: string; password?: string }>(request);
    const user = email ? db.userByEmail(email) : undefined;
    if (!user || user.password !== password) {
      return HttpResponse.json({ success: false, errors: ["Invalid login credentials. Please try again."] }, { status: 401 });
    }
    const headers = createSession(user);
    db.changed();
    return HttpResponse.json({ data: publicUser(user) }, { headers });
  }),

  http.get(`${AUTH}/sign_in`, () =>
    HttpResponse.json({ success: false, errors: ["Use POST /sign_in to sign in. GET is not supported."] }, { status: 405 }),
  ),

  http.get(
    `${AUTH}/validate_token`,
    authed(({ user }) => HttpResponse.json({ success: true, data: publicUser(user) }), {
      errors: ["Invalid login credentials"],
    }),
  ),

  http.delete(`${AUTH}/sign_out`, ({ request }) => {
    const auth = authenticate(request);
    if (!auth) {
      return HttpResponse.json({ success: false, errors: ["User was not found or was not logged in."] }, { status: 404 });
    }
    endSession(auth);
    db.changed();
    return HttpResponse.json({ success: true });
  }),

  /**
   * Forgot password. devise_token_auth e-mails a link to `GET /password/edit`, which redirects to
   * `redirect_url` with a new session in the query (session-contract §1.4); the mock does both at
   * once and, having no mailbox, returns that final address as `demo_reset_link`: a field of the
   * demo's mock only, which the real server never sends (the app shows it in demo builds only).
   */
  http.post(`${AUTH}/password`, async ({ request }) => {
    const { email, redirect_url } = await readBody<{ email?: string; redirect_url?: string }>(request);
    if (!email) return HttpResponse.json({ success: false, errors: ["You must provide an email address."] }, { status: 401 });
    if (!redirect_url) return HttpResponse.json({ success: false, errors: ["Missing redirect URL."] }, { status: 401 });
    const user = db.userByEmail(email);
    if (!user) {
      return HttpResponse.json({ success: false, errors: [`Unable to find user with email '${email}'.`] }, { status: 404 });
    }
    const session = createResetSession(user);
    db.changed();
    const query = new URLSearchParams({
      "access-token": session["access-token"],
      client: session.client,
      client_id: session.client,
      uid: session.uid,
      expiry: session.expiry,
      reset_password: "true",
      token: session["access-token"],
      config: "default",
    });
    return HttpResponse.json({
      success: true,
      message: `An email has been sent to '${user.email}' containing instructions for resetting your password.`,
      demo_reset_link: `${redirect_url}${redirect_url.includes("?") ? "&" : "?"}${query}`,
    });
  }),

  /**
   * Set the new password with the reset link's session headers. The session is good once: a
   * second call with it is refused as an unknown one. Other devices stay signed in
   * (`remove_tokens_after_password_reset` false, session-contract §1.1).
   */
  http.put(`${AUTH}/password`, async ({ request }) => {
    const user = authenticateReset(request);
    if (!user) return HttpResponse.json({ success: false, errors: ["Unauthorized"] }, { status: 401 });
    const { password, password_confirmation } = await readBody<{ password?: string; password_confirmation?: string }>(request);
    if (!password || !password_confirmation) {
      return HttpResponse.json(
        { success: false, errors: ["You must fill out the fields labeled 'Password' and 'Password confirmation'."] },
        { status: 422 },
      );
    }
    const errors: Record<string, string[]> = {};
    const full: string[] = [];
    if (password !== password_confirmation) {
      errors.password_confirmation = ["doesn't match Password"];
      full.push("Password confirmation doesn't match Password");
    }
    if (password.length < 6 || password.length > 128) {
      errors.password = [password.length < 6 ? "is too short (minimum is 6 characters)" : "is too long (maximum is 128 characters)"];
      full.push(`Password ${errors.password[0]}`);
    }
    if (full.length) return HttpResponse.json({ success: false, errors: { ...errors, full_messages: full } }, { status: 422 });
    user.password = password;
    endResetSession(user);
    db.changed();
    return HttpResponse.json({ success: true, data: publicUser(user), message: "Your password has been successfully updated." });
  }),
];
