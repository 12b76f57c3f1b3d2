import { db, type TokenRecord } from "./db";
import type { MockUser } from "./seed/shell-seed";

/** devise_token_auth's server behaviour (shared/design/session-contract.md §1), implemented independently of the client. */
export const TOKEN_LIFESPAN_S = 14 * 24 * 60 * 60;
export const BATCH_WINDOW_MS = 5000;
export const MAX_DEVICES = 10;

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The engine's settings the recordings exercise (tests/fixtures/devise-token-auth-1.2.6/README.md):
 * its defaults, which a test may switch as the lab did (`change_headers_on_each_request` off for
 * part of 03; `redirect_whitelist` set to the app's reset page).
 */
export const engineConfig = {
  changeHeadersOnEachRequest: true,
  /** null: any `redirect_url` / `confirm_success_url` passes (the engine's default). */
  redirectWhitelist: null as string[] | null,
};

/** Whether devise_token_auth lets a `redirect_url` through (`redirect_whitelist`, exact address or `*` wildcard). */
export function redirectAllowed(url: string): boolean {
  const list = engineConfig.redirectWhitelist;
  if (!list) return true;
  return list.some((pattern) => new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(url));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export type IssuedHeaders = Record<"access-token" | "token-type" | "client" | "expiry" | "uid", string>;

function headersFor(user: MockUser, client: string, record: TokenRecord): IssuedHeaders {
  return { "access-token": record.token, "token-type": "Bearer", client, expiry: String(record.expiry), uid: user.email };
}

/**
 * The headers as the engine writes them: the five plus `Authorization: Bearer base64(JSON of the
 * five)`, which inside the batch window still encodes the token that was sent and the real expiry.
 */
export function withAuthorization(headers: IssuedHeaders, encoded: IssuedHeaders = headers): Record<string, string> {
  const json = JSON.stringify({
    "access-token": encoded["access-token"],
    "token-type": encoded["token-type"],
    client: encoded.client,
    expiry: encoded.expiry,
    uid: encoded.uid,
  });
  const bytes = new TextEncoder().encode(json);
  return { ...headers, Authorization: `Bearer ${btoa(String.fromCharCode(...bytes))}` };
}

/** Sign-in: a new client (device), dropping the oldest beyond the device cap. */
export function createSession(user: MockUser): IssuedHeaders {
  const now = db.now();
  const client = randomToken().slice(0, 22);
  const record: TokenRecord = {
    token: randomToken(),
    previous_token: null,
    last_token: null,
    updated_at: now,
    expiry: Math.floor(now / 1000) + TOKEN_LIFESPAN_S,
  };
  const tokens = (db.state.tokens[user.id] ??= {});
  tokens[client] = record;
  const clients = Object.entries(tokens).sort((a, b) => a[1].updated_at - b[1].updated_at);
  while (clients.length > MAX_DEVICES) delete tokens[clients.shift()![0]];
  return headersFor(user, client, record);
}

export type Authenticated = { user: MockUser; client: string; record: TokenRecord; /** The token the request carried. */ sent: string };

/** Accepts the current token, the previous one, or the last one inside the batch window. */
export function authenticate(request: Request): Authenticated | null {
  const token = request.headers.get("access-token");
  const client = request.headers.get("client");
  const uid = request.headers.get("uid");
  if (!token || !client || !uid) return null;
  const user = db.userByEmail(uid);
  const record = user ? db.state.tokens[user.id]?.[client] : undefined;
  if (!user || !record) return null;
  const now = db.now();
  const current = token === record.token && record.expiry * 1000 > now;
  const previous = record.previous_token !== null && token === record.previous_token;
  const lastInBatch = record.last_token !== null && token === record.last_token && now - record.updated_at < BATCH_WINDOW_MS;
  return current || previous || lastInBatch ? { user, client, record, sent: token } : null;
}

/**
 * Headers after an authenticated request (the engine's `update_auth_header`): a new token, or blank
 * `access-token` and `expiry` inside the batch window, which every answer inside it extends (the
 * engine's `extend_batch_buffer`: calls less than 5 s apart never rotate). With
 * `change_headers_on_each_request` off, the same token every time, never blank.
 */
export function rotate({ user, client, record, sent }: Authenticated): Record<string, string> {
  const now = db.now();
  if (!engineConfig.changeHeadersOnEachRequest) return withAuthorization(headersFor(user, client, record));
  if (now - record.updated_at < BATCH_WINDOW_MS) {
    record.updated_at = now;
    const issued = headersFor(user, client, record);
    return withAuthorization({ ...issued, "access-token": " ", expiry: " " }, { ...issued, "access-token": sent });
  }
  record.last_token = record.previous_token;
  record.previous_token = record.token;
  record.token = randomToken();
  record.updated_at = now;
  record.expiry = Math.floor(now / 1000) + TOKEN_LIFESPAN_S;
  return withAuthorization(headersFor(user, client, record));
}

export function endSession({ user, client }: Omit<Authenticated, "sent">): void {
  delete db.state.tokens[user.id]?.[client];
}

/**
 * Every session of every user ends on the server (what an admin's revocation or a token past its
 * expiry does): each later call with their tokens answers 401. The hardening suite's "expired".
 */
export function endAllSessions(): void {
  for (const user of Object.keys(db.state.tokens)) delete db.state.tokens[Number(user)];
  db.changed(["tokens"]);
}

/**
 * `POST /auth/password`: Devise's reset token for the e-mail's link, replacing the user's earlier
 * one. It stays good until the password changes (Devise clears it then), however often the link is
 * followed.
 */
export function createResetToken(user: MockUser): string {
  const token = randomToken().slice(0, 20);
  db.state.password_resets[user.id] = { token, sent_at: db.now() };
  return token;
}

/** The user whose pending reset token this is, or undefined (unknown, or used: the password changed since). */
export function userOfResetToken(token: string | null): MockUser | undefined {
  if (!token) return undefined;
  const entry = Object.entries(db.state.password_resets).find(([, record]) => record.token === token);
  return entry ? db.state.users.find((user) => user.id === Number(entry[0])) : undefined;
}

/**
 * `GET /password/edit` with a good token: a new signed-in device for the link (the engine's
 * `create_token`), as any sign-in's, but not stamped with the batch window: the first call with it
 * rotates (recorded). Returns the redirect's query, as v1.2.6 writes it (alphabetical).
 */
export function resetRedirectQuery(user: MockUser, resetToken: string): URLSearchParams {
  const issued = createSession(user);
  const record = db.state.tokens[user.id]![issued.client]!;
  record.updated_at = db.now() - BATCH_WINDOW_MS;
  return new URLSearchParams({
    "access-token": issued["access-token"],
    client: issued.client,
    client_id: issued.client,
    config: "default",
    expiry: issued.expiry,
    reset_password: "true",
    reset_password_token: resetToken,
    token: issued["access-token"],
    uid: issued.uid,
  });
}

/** The password changed: the e-mailed link stops working (its session stays, as the engine's does). */
export function endResetToken(user: MockUser): void {
  delete db.state.password_resets[user.id];
}
