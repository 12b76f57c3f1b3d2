/**
 * The query of the link devise_token_auth e-mails for a password reset, once its
 * `GET /password/edit` has redirected to our `redirect_url` (session-contract §1.4), as v1.2.6
 * writes it (tests/fixtures/devise-token-auth-1.2.6/05-password-reset.json): live session
 * credentials (`access-token`, `client`, `uid`), their copies (`token`, `client_id`), `expiry`,
 * `config`, `reset_password=true` and the e-mailed `reset_password_token` itself, which stays good
 * until the password changes. None of them may stay in the address bar.
 */
export const RESET_LINK_PARAMS = [
  "access-token",
  "client",
  "client_id",
  "config",
  "expiry",
  "reset_password",
  "reset_password_token",
  "token",
  "uid",
] as const;

/**
 * The app's own parameters, the only ones a landing keeps (`?lng=`, the interface language). Any
 * other goes, known or not: a server version that adds a secret to the link leaks nothing either.
 */
const KEPT_PARAMS: readonly string[] = ["lng"];

/** The reset session's headers, kept in memory only. */
export type ResetCredentials = { accessToken: string; client: string; uid: string };

function param(query: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** The reset session of a landing address's query (`?access-token=…&client=…&uid=…`), or null when it lacks one. */
export function readResetLink(search: string): ResetCredentials | null {
  const query = new URLSearchParams(search);
  const accessToken = param(query, "access-token", "token");
  const client = param(query, "client", "client_id");
  const uid = param(query, "uid");
  return accessToken && client && uid ? { accessToken, client, uid } : null;
}

/** Whether a landing's query carries anything besides the app's own parameters (the link's, or unknown ones). */
export function hasResetParams(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => !KEPT_PARAMS.includes(name));
}

/** The query with the app's own parameters only (`""` when none is left, else `?rest`). */
export function withoutResetParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (!KEPT_PARAMS.includes(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
