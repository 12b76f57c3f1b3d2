/**
 * The query of the link devise_token_auth e-mails for a password reset, once its
 * `GET /password/edit` has redirected to our `redirect_url` (session-contract §1.4): live session
 * credentials (`access-token`, `client`, `uid`), their legacy copies (`token`, `client_id`),
 * `expiry`, `reset_password=true` and `config`. None of them may stay in the address bar.
 */
export const RESET_LINK_PARAMS = ["access-token", "client", "client_id", "uid", "expiry", "token", "reset_password", "config"] as const;

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

/** Whether a query still carries any of the link's parameters. */
export function hasResetParams(search: string): boolean {
  const query = new URLSearchParams(search);
  return RESET_LINK_PARAMS.some((name) => query.has(name));
}

/** The query without the link's parameters (`""` when nothing else is left, else `?rest`). */
export function withoutResetParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of RESET_LINK_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
