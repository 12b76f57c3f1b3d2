import { http, HttpResponse } from "msw";
import { db } from "../db";
import { VENDOR, authed, engineRefusal, readBody } from "../http-kit";
import type { MockUser } from "../seed/shell-seed";
import {
  authenticate,
  createResetToken,
  createSession,
  endResetToken,
  endSession,
  redirectAllowed,
  resetRedirectQuery,
  userOfResetToken,
  withAuthorization,
} from "../server-session";

const AUTH = `${VENDOR}/auth`;

function publicUser(user: MockUser) {
  const { password: _password, ...rest } = user;
  return rest;
}

/** The redirect's address: `redirect_url` with the link's query added. */
function redirectTo(redirectUrl: string, query: URLSearchParams): string {
  return `${redirectUrl}${redirectUrl.includes("?") ? "&" : "?"}${query}`;
}

/**
 * devise_token_auth endpoints mounted at /api/v1/vendor/auth (session-contract §1.4), answering
 * as v1.2.6 was recorded to (tests/fixtures/devise-token-auth-1.2.6; tests/unit/auth-recordings.test.ts
 * checks every exchange).
 */
export const authHandlers = [
  http.post(`${AUTH}/sign_in`, async ({ request }) => {
    const { email, password } = await readBody<{ email?: string; password?: string }>(request);
    const user = email ? db.userByEmail(email) : undefined;
    if (!user || user.password !== password) {
      return engineRefusal({ success: false, errors: ["Invalid login credentials. Please try again."] }, 401);
    }
    const headers = withAuthorization(createSession(user));
    db.changed(["tokens"]);
    return HttpResponse.json({ data: publicUser(user) }, { headers });
  }),

  http.get(`${AUTH}/sign_in`, () =>
    HttpResponse.json({ success: false, errors: ["Use POST /sign_in to sign in. GET is not supported."] }, { status: 405 }),
  ),

  http.get(
    `${AUTH}/validate_token`,
    authed(({ user }) => HttpResponse.json({ success: true, data: publicUser(user) }), {
      success: false,
      errors: ["Invalid login credentials"],
    }),
  ),

  /** Sign-out: no session headers in the answer; an unknown or ended session is a 404. */
  http.delete(`${AUTH}/sign_out`, ({ request }) => {
    const auth = authenticate(request);
    if (!auth) return HttpResponse.json({ success: false, errors: ["User was not found or was not logged in."] }, { status: 404 });
    endSession(auth);
    db.changed(["tokens"]);
    return HttpResponse.json({ success: true });
  }),

  /**
   * Forgot password. devise_token_auth e-mails a link to `GET /password/edit`, which redirects to
   * `redirect_url` with a new session in the query (session-contract §1.4); the mock does both at
   * once and, having no mailbox, returns that final address as `demo_reset_link`: a field of the
   * demo's mock only, which the real server never sends (the app shows it in demo builds only).
   * Devise is not paranoid by default: an unknown e-mail is a 404 that says so.
   */
  http.post(`${AUTH}/password`, async ({ request }) => {
    const { email, redirect_url } = await readBody<{ email?: string; redirect_url?: string }>(request);
    if (!email) return HttpResponse.json({ success: false, errors: ["You must provide an email address."] }, { status: 401 });
    if (!redirect_url) return HttpResponse.json({ success: false, errors: ["Missing redirect URL."] }, { status: 401 });
    if (!redirectAllowed(redirect_url)) {
      return HttpResponse.json(
        { success: false, errors: [`Redirect to '${redirect_url}' not allowed.`], status: "error", data: null },
        { status: 422 },
      );
    }
    const user = db.userByEmail(email);
    if (!user) {
      return HttpResponse.json({ success: false, errors: [`Unable to find user with email '${email}'.`] }, { status: 404 });
    }
    const resetToken = createResetToken(user);
    const query = resetRedirectQuery(user, resetToken);
    db.changed(["password_resets", "tokens"]);
    return HttpResponse.json({
      success: true,
      message: `An email has been sent to '${user.email}' containing instructions for resetting your password.`,
      demo_reset_link: redirectTo(redirect_url, query),
    });
  }),

  /**
   * The e-mailed link: 302 to `redirect_url` with a new session in the query, no session headers.
   * A used or unknown token is Rails' routing 404: an empty HTML body, JSON only for a client that
   * accepts JSON alone.
   */
  http.get(`${AUTH}/password/edit`, ({ request }) => {
    const url = new URL(request.url);
    const resetToken = url.searchParams.get("reset_password_token");
    const redirectUrl = url.searchParams.get("redirect_url") ?? "";
    const user = userOfResetToken(resetToken);
    if (!user || !redirectUrl) {
      if ((request.headers.get("accept") ?? "").trim() === "application/json") {
        return HttpResponse.json(
          { status: 404, error: "Not Found" },
          { status: 404, headers: { "Content-Type": "application/json; charset=UTF-8" } },
        );
      }
      return new HttpResponse("", { status: 404, headers: { "Content-Type": "text/html; charset=UTF-8" } });
    }
    const location = redirectTo(redirectUrl, resetRedirectQuery(user, resetToken!));
    db.changed(["tokens"]);
    const escaped = location.replaceAll("&", "&amp;");
    return new HttpResponse(`<html><body>You are being <a href="${escaped}">redirected</a>.</body></html>`, {
      status: 302,
      headers: { Location: location, "Content-Type": "text/html; charset=utf-8" },
    });
  }),

  /**
   * Set the new password with any session of the user (the reset link's, in practice): an
   * authenticated call like any other, so every answer, a refusal too, rotates the token. The
   * session stays signed in afterwards and may set a password again
   * (`check_current_password_before_update` false); the e-mailed link stops working. Other devices
   * stay signed in (`remove_tokens_after_password_reset` false, session-contract §1.1).
   */
  http.put(
    `${AUTH}/password`,
    authed(
      async ({ request, user }) => {
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
        endResetToken(user);
        return HttpResponse.json({ success: true, data: publicUser(user), message: "Your password has been successfully updated." });
      },
      { success: false, errors: ["Unauthorized"] },
    ),
  ),
];
