import { db, type ResetSessionRecord, type TokenRecord } from "./db";
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

export type IssuedHeaders = Record<"access-token" | "token-type" | "client" | "expiry" | "uid", string>;

function headersFor(user: MockUser, client: string, record: TokenRecord): IssuedHeaders {
  return { "access-token": record.token, "token-type": "Bearer", client, expiry: String(record.expiry), uid: user.email };
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

export type Authenticated = { user: MockUser; client: string; record: TokenRecord };

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
  return current || previous || lastInBatch ? { user, client, record } : null;
}

/**
 * Headers after an authenticated request: a new token, or blank `access-token` and `expiry`
 * inside the batch window (the client must keep what it has).
 */
export function rotate({ user, client, record }: Authenticated): IssuedHeaders {
  const now = db.now();
  if (now - record.updated_at < BATCH_WINDOW_MS) {
    return { ...headersFor(user, client, record), "access-token": " ", expiry: " " };
  }
  record.last_token = record.previous_token;
  record.previous_token = record.token;
  record.token = randomToken();
  record.updated_at = now;
  record.expiry = Math.floor(now / 1000) + TOKEN_LIFESPAN_S;
  return headersFor(user, client, record);
}

export function endSession({ user, client }: Authenticated): void {
  delete db.state.tokens[user.id]?.[client];
}

/**
 * Every session of every user ends on the server (what an admin's revocation or a token past its
 * expiry does): each later call with their tokens answers 401. The hardening suite's "expired".
 */
export function endAllSessions(): void {
  for (const user of Object.keys(db.state.tokens)) delete db.state.tokens[Number(user)];
  db.changed();
}

/**
 * `POST /auth/password` then the e-mailed `GET /password/edit`, in one step: a session for the
 * reset link (devise's `create_token`), replacing the user's earlier pending one. Unlike devise's,
 * it opens no signed-in area: it is good for one `PUT /auth/password` only.
 */
export function createResetSession(user: MockUser): IssuedHeaders {
  const record: ResetSessionRecord = {
    client: randomToken().slice(0, 22),
    token: randomToken(),
    expiry: Math.floor(db.now() / 1000) + TOKEN_LIFESPAN_S,
  };
  db.state.password_resets[user.id] = record;
  return { "access-token": record.token, "token-type": "Bearer", client: record.client, expiry: String(record.expiry), uid: user.email };
}

/** The user whose pending reset session the request's headers carry, or null (none, used, expired or another). */
export function authenticateReset(request: Request): MockUser | null {
  const token = request.headers.get("access-token");
  const client = request.headers.get("client");
  const uid = request.headers.get("uid");
  const user = uid ? db.userByEmail(uid) : undefined;
  const record = user ? db.state.password_resets[user.id] : undefined;
  if (!user || !record || record.token !== token || record.client !== client) return null;
  return record.expiry * 1000 > db.now() ? user : null;
}

/** The reset link has been used: its session ends. */
export function endResetSession(user: MockUser): void {
  delete db.state.password_resets[user.id];
}
