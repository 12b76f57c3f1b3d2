import { http, HttpResponse } from "msw";
import { db } from "../db";
import { VENDOR, authed, readBody } from "../http-kit";
import type { MockUser } from "../seed/shell-seed";
import { authenticate, createSession, endSession } from "../server-session";

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

  http.post(`${AUTH}/password`, async ({ request }) => {
    const { email } = await readBody<{ email?: string }>(request);
    if (!email) return HttpResponse.json({ success: false, errors: ["You must provide an email address."] }, { status: 401 });
    const user = db.userByEmail(email);
    if (!user) {
      return HttpResponse.json({ success: false, errors: [`Unable to find user with email '${email}'.`] }, { status: 404 });
    }
    return HttpResponse.json({
      success: true,
      message: `An email has been sent to '${user.email}' containing instructions for resetting your password.`,
    });
  }),
];
