import type { AuthProvider, CheckResponse } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { loginDestination } from "@/domain/user";
import type { SignedInUser } from "@/domain/types";
import type { ResetCredentials } from "@/domain/reset-link";
import { mockEnabled } from "@/config/env";
import { ERROR_KEYS, isAppHttpError, normaliseError, type Translate } from "@/providers/data/errors";
import { authHeaders, isHttpError, type HttpClient } from "@/providers/data/http-client";
import { session } from "./session";
import { credentialsFromHeaders, type AuthHeaders } from "./token-rotation";
import { paths } from "@/config/paths";
import {
  forgotPasswordRefusal,
  loginFailureText,
  reusesValidateFailure,
  rotatedResetCredentials,
  signUpFailureText,
  updatePasswordFailure,
  type ServerAnswer,
} from "@/domain/auth-answers";

export { VALIDATE_REUSE_MS } from "@/domain/auth-answers";

type Deps = { http: HttpClient; queryClient: QueryClient; t: Translate };

export const AUTH_PATHS = {
  signIn: "/vendor/auth/sign_in",
  signOut: "/vendor/auth/sign_out",
  validate: "/vendor/auth/validate_token",
  password: "/vendor/auth/password",
  register: "/vendor/auth",
} as const;

/**
 * The reset link the demo's mock returns instead of e-mailing it (`demo_reset_link`, a field the
 * real server never sends): offered only by a build that runs on the mock, and only when it leads
 * to this app's own reset page.
 */
function demoResetLink(body: unknown): string | undefined {
  const link = mockEnabled ? (body as { demo_reset_link?: unknown } | undefined)?.demo_reset_link : undefined;
  if (typeof link !== "string") return undefined;
  try {
    const url = new URL(link);
    return url.origin === location.origin && url.pathname === paths.resetPassword ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A failed call as the domain's rules read it: the status (0 with no answer) and the JSON body. */
function serverAnswer(error: unknown): ServerAnswer {
  if (!isHttpError(error)) return { status: 0 };
  const data = error.response?.data;
  const body = data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  return { status: error.response?.status ?? 0, body };
}

/** Login failure text (document 1 §8), for a failed sign-in call. */
export function loginErrorText(error: unknown, t: Translate): string {
  return loginFailureText(serverAnswer(error), t);
}

/** Sign-up failure (document 1 §8): an e-mail already taken also sends the seller to sign in. */
export function signUpFailure(error: unknown, t: Translate): { message: string; redirectTo?: string } {
  const { message, emailTaken } = signUpFailureText(serverAnswer(error), t);
  return emailTaken ? { message, redirectTo: paths.login } : { message };
}

/** Which session is held (its device and user), or "" signed out: work begun for one session ends only that one. */
function currentSessionKey(): string {
  const credentials = session.credentials();
  return credentials ? `${credentials.client}|${credentials.uid}` : "";
}

/**
 * Sign-in, token check, sign-out and role rules over devise_token_auth.
 * Concurrent failures trigger one sign-out: callers share the pending one.
 */
export function createAuthProvider({ http, queryClient, t }: Deps): AuthProvider & {
  identity(): SignedInUser | null;
  endResetLink(credentials: ResetCredentials, options?: { unloading?: boolean }): void;
} {
  // All of the session's state lives in this closure, none at module level: each provider (the
  // app's one, each test's own) starts clean.
  let identity: SignedInUser | null = null;
  let pendingLogout: { sessionKey: string; answer: Promise<{ success: boolean; redirectTo?: string; error?: Error }> } | null = null;
  /** Set when a 401 ends the session: the sign-out that follows keeps the typed drafts. */
  let expired = false;
  /** The token check in flight, and the last failed one (see validate). */
  let pendingValidate: { sessionKey: string; answer: Promise<SignedInUser | null> } | null = null;
  let lastFailure: { at: number; sessionKey: string; answer: Promise<SignedInUser | null> } | null = null;

  function endLocally() {
    identity = null;
    lastFailure = null;
    // Drafts are keyed by user (src/lib/form-draft.ts): after a 401 they wait for the same seller
    // to sign in again; a deliberate sign-out drops them.
    session.clear({ keepDrafts: expired });
    expired = false;
    // After the guard has left (the session's change re-renders it at once): cleared while the
    // screen is still mounted, its queries would ask the server again, signed out.
    setTimeout(() => queryClient.clear(), 0);
  }

  /**
   * One token check at a time: the guard's check and the header's identity share a call in
   * flight; a failed check (the server is down or refuses the call) also answers the callers of
   * the next few seconds, so a failing server is not asked again by the next caller of the same
   * load (a 4xx is never repeated). A success is not reused: every path change checks again.
   * A new session (another client id) never reuses the last one's failure, nor loses its own to it.
   */
  function validate(): Promise<SignedInUser | null> {
    const sessionKey = currentSessionKey();
    if (pendingValidate?.sessionKey === sessionKey) return pendingValidate.answer;
    if (lastFailure && reusesValidateFailure(lastFailure, sessionKey, Date.now())) return lastFailure.answer;
    const answer = http.get(AUTH_PATHS.validate).then((response) => (response.data as { data?: SignedInUser })?.data ?? null);
    pendingValidate = { sessionKey, answer };
    // Only this session's record: an earlier session's check ending late (a minute on a server
    // that never answers) neither clears nor replaces the failure of the session begun since.
    void answer
      .then(
        () => {
          if (lastFailure?.sessionKey === sessionKey) lastFailure = null;
        },
        () => {
          if (currentSessionKey() === sessionKey) lastFailure = { at: Date.now(), sessionKey, answer };
        },
      )
      .finally(() => {
        if (pendingValidate?.answer === answer) pendingValidate = null;
      });
    return answer;
  }

  /**
   * Ends the session on the server, then here. A failure other than 404/401 keeps the seller signed
   * in (document 1 §4.3), unless the caller ends the session whatever the server says (`always`:
   * the wizard after the application is submitted).
   */
  async function signOut(always: boolean) {
    const sessionKey = currentSessionKey();
    try {
      // Already ended (an earlier 401 of the same burst signed out): nothing to end on the server.
      if (session.credentials()) await http.delete(AUTH_PATHS.signOut);
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      if (status !== 404 && status !== 401 && !always) {
        return { success: false, error: { name: t("auth.messages.signOutFailed"), message: t(ERROR_KEYS.somethingWentWrong) } };
      }
    }
    // A session begun meanwhile (the seller signed in again while this one was ending) stays.
    if (currentSessionKey() === sessionKey) endLocally();
    return { success: true, redirectTo: paths.login };
  }

  /** Concurrent failures (every call of a screen answering 401 together) share one sign-out. */
  function logout(params?: { always?: boolean }) {
    const sessionKey = currentSessionKey();
    if (pendingLogout?.sessionKey === sessionKey) return pendingLogout.answer;
    const answer = signOut(params?.always === true).finally(() => {
      if (pendingLogout?.answer === answer) pendingLogout = null;
    });
    pendingLogout = { sessionKey, answer };
    return answer;
  }

  /** The token check, answered for the session held when it ends (a late 401 of an earlier session ends nothing). */
  async function check(): Promise<CheckResponse> {
    if (!session.credentials()) return { authenticated: false, redirectTo: paths.login };
    const sessionKey = currentSessionKey();
    try {
      const user = await validate();
      if (currentSessionKey() !== sessionKey) return check();
      identity = user;
      if (user && !user.roles.includes("vendor")) return { authenticated: false, redirectTo: paths.createStore };
      return { authenticated: true };
    } catch (error) {
      if (currentSessionKey() !== sessionKey) return check();
      if (isHttpError(error) && error.response?.status === 401) {
        // The server refused the token: the session ends here and on the server, once, shared
        // with the screen's own 401s that fail in the same moment (the drafts are kept, as
        // for any expired session). The guard leaves as soon as the stored session is gone.
        identity = null;
        expired = true;
        await logout({});
        if (currentSessionKey() === sessionKey) session.clear({ keepDrafts: true });
        return { authenticated: false, redirectTo: paths.login };
      }
      // A failed check for any other reason (network, 5xx) keeps the seller signed in.
      return { authenticated: true };
    }
  }

  return {
    identity: () => identity,

    async login({ email, password }: { email: string; password: string }) {
      try {
        const response = await http.post(AUTH_PATHS.signIn, { email, password, role: "vendor" });
        const user = (response.data as { data?: SignedInUser })?.data;
        const destination = loginDestination(user?.roles ?? []);
        if (destination.kind === "refused" || !user) {
          discardSession(http, authHeaders(response));
          return { success: false, error: { name: t("auth.messages.loginFailed"), message: t("auth.messages.adminRefused") } };
        }
        // Drafts stay: they are keyed by user, so only this seller's own come back.
        session.clear({ keepDrafts: true });
        queryClient.clear();
        if (!session.start(authHeaders(response))) {
          return { success: false, error: { name: t("auth.messages.loginFailed"), message: t("auth.messages.networkError") } };
        }
        identity = user;
        if (destination.kind === "wizard") {
          session.setWizardStep(destination.step);
          return { success: true, redirectTo: paths.createStore };
        }
        return { success: true, redirectTo: paths.vendor, successNotification: { message: t("auth.messages.signedIn") } };
      } catch (error) {
        // The login's own texts (document 1 §8); a 404 (no sign-in at that address) goes to /not-found
        // as from any call (the login page follows a failure's redirectTo).
        const notFound = isHttpError(error) && error.response?.status === 404;
        return {
          success: false,
          ...(notFound ? { redirectTo: paths.notFound } : {}),
          error: { name: t("auth.messages.loginFailed"), message: loginErrorText(error, t) },
        };
      }
    },

    logout,

    check,

    async onError(error: unknown) {
      const status = isAppHttpError(error) ? error.statusCode : undefined;
      // A late 401 to a call of an earlier session (another device id) says nothing about this one.
      const current = session.credentials();
      if (status === 401 && current && isAppHttpError(error) && error.sentWithClient && error.sentWithClient !== current.client) return {};
      if (status === 401) {
        expired = true;
        return { logout: true, redirectTo: paths.login };
      }
      if (status === 404) return { redirectTo: paths.notFound };
      return {};
    },

    async getIdentity() {
      if (identity) return identity;
      if (!session.credentials()) return null;
      identity = await validate();
      return identity;
    },

    async getPermissions() {
      return identity?.roles ?? [];
    },

    /**
     * Sign-up (`POST /auth`, document 1 §7.1) with the sign-up fields and unique_code; the response
     * headers start the session, as a sign-in's do.
     */
    async register(params: Record<string, unknown>) {
      try {
        const response = await http.post(AUTH_PATHS.register, params);
        session.saveStore(null);
        if (!session.start(authHeaders(response))) {
          // The account exists but the server started no session (it awaits confirmation): sign in.
          return { success: true, redirectTo: paths.login, successNotification: { message: t("auth.messages.signedUp") } };
        }
        return { success: true, successNotification: { message: t("auth.messages.signedUp") } };
      } catch (error) {
        const { message, redirectTo } = signUpFailure(error, t);
        return { success: false, redirectTo, error: { name: t("auth.messages.signUpFailed"), message } };
      }
    },

    async forgotPassword({ email }: { email: string }) {
      try {
        const response = await http.post(AUTH_PATHS.password, { email, redirect_url: `${location.origin}${paths.resetPassword}` });
        return {
          success: true,
          successNotification: { message: t("auth.messages.resetSent") },
          demoResetLink: demoResetLink(response.data),
        };
      } catch (error) {
        // A reply with success false (in a 2xx, or devise's 404 for an unknown e-mail) is status 410
        // with its first error (document 1 §8); any other failure follows the app's rules: a 404 goes
        // to /not-found, the rest is the catalogue's text for its status.
        const first = forgotPasswordRefusal(serverAnswer(error));
        const failure = normaliseError(error, t);
        const name = t("auth.messages.resetFailed");
        if (first) return { success: false, error: Object.assign(new Error(first), { name, statusCode: 410 }) };
        return {
          success: false,
          ...(failure.statusCode === 404 ? { redirectTo: paths.notFound } : {}),
          error: Object.assign(new Error(failure.message), { name, statusCode: failure.statusCode }),
        };
      }
    },

    /**
     * Sets a new password with the reset link's session (`PUT /auth/password`, session-contract
     * §1.4), whose headers the call brings itself: nothing is stored, so no session starts here
     * (the seller signs in with the new password). devise_token_auth keeps that session as a
     * signed-in device (and by default lets it set a password again): it is signed out at once, with
     * its rotated headers when the answer brings them, else with the link's own. Every answer,
     * a refusal too, may rotate the link's token (recorded from v1.2.6): a failure hands the rotated
     * headers back as `credentials`, for the next try and the sign-out on leaving.
     */
    async updatePassword({
      password,
      password_confirmation,
      credentials,
    }: {
      password: string;
      password_confirmation: string;
      credentials?: ResetCredentials | null;
    }) {
      const fail = (message: string, statusCode: number, next?: ResetCredentials | null) => ({
        success: false,
        error: Object.assign(new Error(message), { name: t("auth.messages.updatePasswordFailed"), statusCode }),
        credentials: next ?? credentials ?? null,
      });
      if (!credentials) return fail(t("auth.reset.invalidLink"), 401);
      try {
        const { accessToken, client, uid } = credentials;
        const response = await http.put(
          AUTH_PATHS.password,
          { password, password_confirmation },
          { headers: { "access-token": accessToken, client, uid } },
        );
        const end = rotatedResetCredentials(credentialsFromHeaders(authHeaders(response)), credentials);
        void http
          .delete(AUTH_PATHS.signOut, { headers: { "access-token": end.accessToken, client: end.client, uid: end.uid } })
          .catch(() => undefined);
        return { success: true, redirectTo: paths.login, successNotification: { message: t("auth.messages.passwordUpdated") } };
      } catch (error) {
        const { message, statusCode } = updatePasswordFailure(serverAnswer(error), t);
        const rotated = credentialsFromHeaders(isHttpError(error) ? authHeaders(error.response) : {});
        const next = statusCode === 401 ? null : rotatedResetCredentials(rotated, credentials);
        return fail(message, statusCode, next);
      }
    },

    /**
     * Ends the reset link's session on the server when the seller leaves its page without saving
     * (the link's token stays good for two weeks otherwise). `unloading`: the page is going away,
     * so a keepalive fetch, the one request that outlives the page and can carry the session's
     * headers (sendBeacon cannot set headers); else the app's HTTP client.
     */
    endResetLink(credentials: ResetCredentials, { unloading = false }: { unloading?: boolean } = {}) {
      const headers = { "access-token": credentials.accessToken, client: credentials.client, uid: credentials.uid };
      if (!unloading) {
        void http.delete(AUTH_PATHS.signOut, { headers }).catch(() => undefined);
        return;
      }
      const url = new URL(`${http.baseURL}${AUTH_PATHS.signOut}`, location.href);
      void fetch(url, { method: "DELETE", keepalive: true, headers: { ...headers, accept: "application/json" } }).catch(() => undefined);
    },
  };
}

/** Ends a session the app refuses to use (an admin's) on the server, without storing it. */
function discardSession(http: HttpClient, headers: AuthHeaders): void {
  const credentials = credentialsFromHeaders(headers);
  if (!credentials) return;
  const { accessToken, client, uid } = credentials;
  void http.delete(AUTH_PATHS.signOut, { headers: { "access-token": accessToken, client, uid } }).catch(() => undefined);
}
