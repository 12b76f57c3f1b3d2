import { HttpResponse, type HttpResponseResolver, type PathParams } from "msw";
import { db } from "./db";
import type { MockStore, MockUser } from "./seed/shell-seed";
import { authenticate, rotate } from "./server-session";

const encoder = new TextEncoder();
/** The text of the JSON answers made here: the ETag is computed from it, not by reading a copy of the body. */
const jsonTexts = new WeakMap<Response, string>();

/**
 * A JSON answer, as msw's `HttpResponse.json` makes it (`Content-Type: application/json`, a
 * `Content-Length`), with the body serialised once and encoded once: a `Blob` made only to count
 * its bytes, a copy of the body and a stream read for the ETag each cost the demo's page about a
 * millisecond per call on a throttled CPU.
 */
function json(body: unknown, init: { status: number; headers?: Record<string, string> }) {
  const text = JSON.stringify(body);
  const bytes = encoder.encode(text);
  const response = new HttpResponse(bytes, {
    status: init.status,
    headers: { "Content-Type": "application/json", ...init.headers, "Content-Length": String(bytes.byteLength) },
  });
  jsonTexts.set(response, text);
  return response;
}

/** `authenticate_user!`'s refusal, as v1.2.6 answers it: no `success` key, no session headers. */
export const NOT_SIGNED_IN = { errors: ["You need to sign in or sign up before continuing."] };

/** A refusal of the engine's (a 401, or a 4xx of its own): `Cache-Control: no-cache`, no session headers. */
export function engineRefusal(body: Record<string, unknown>, status: number) {
  return json(body, { status, headers: { "Cache-Control": "no-cache" } });
}

/**
 * The weak ETag Rails writes for a GET's body (it depends on the body only): the mock's own
 * 128-bit digest (cyrb128), not Rails' MD5; a client compares it, never reads it.
 */
function weakEtag(body: string): string {
  let [h1, h2, h3, h4] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let index = 0; index < body.length; index++) {
    const code = body.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const hex = [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1].map((part) => (part >>> 0).toString(16).padStart(8, "0"));
  return `W/"${hex.join("")}"`;
}

/** Matches any origin, so the same handlers serve the browser, jsdom and node. */
export const API = "*/api/v1";
export const VENDOR = `${API}/vendor`;
export const COMMON = `${API}/common`;

type Init = { status?: number; message?: string; headers?: Record<string, string> };

/** The server's envelope `{success, data, message, errors, status}`. */
export function ok(data: unknown, init: Init = {}) {
  const status = init.status ?? 200;
  return json({ success: true, data, message: init.message ?? "", errors: null, status }, { status, headers: init.headers });
}

export function fail(status: number, message: string, errors: unknown = null) {
  return json({ success: false, data: null, message, errors, status }, { status });
}

export function notFound(what = "Record") {
  return fail(404, `${what} not found`);
}

/** 422 with field errors when any are present, else null. */
export function invalid(errors: Record<string, string[]>) {
  const fields = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  if (fields.length === 0) return null;
  return fail(422, fields.map(([field, messages]) => `${field} ${messages[0]}`).join(", "), Object.fromEntries(fields));
}

export async function readBody<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    return {} as T;
  }
}

/** `page` and `records_per_page` → one page and `{page, total_pages}`. */
export function paginate<T>(items: T[], request: Request, defaultPerPage = 10) {
  const url = new URL(request.url);
  const perPage = Math.max(1, Number(url.searchParams.get("records_per_page")) || defaultPerPage);
  const totalPages = Math.ceil(items.length / perPage);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return { items: items.slice((page - 1) * perPage, page * perPage), pagination: { page, total_pages: totalPages } };
}

export type AuthedContext<P extends PathParams> = {
  request: Request;
  params: P;
  user: MockUser;
  store: MockStore | null;
};

/**
 * An endpoint behind `authenticate_user!`: 401 without valid headers (`unauthorized`: the body;
 * validate_token's differs); after the handler, the token rotates (or comes back blank inside the
 * batch window). A 5xx does not rotate. A GET's 200 carries a weak ETag, and a GET whose
 * `If-None-Match` matches it is answered 304 with no body, the session headers included
 * (recorded: a client that skips a 304's headers loses the rotation).
 */
export function authed<P extends PathParams = PathParams>(
  resolver: (context: AuthedContext<P>) => Response | Promise<Response>,
  unauthorized: Record<string, unknown> = NOT_SIGNED_IN,
): HttpResponseResolver<P> {
  /** The answer, and whether the call was signed in (a refused one changes nothing). */
  const handle = async (request: Request, params: P): Promise<[Response, boolean]> => {
    const auth = authenticate(request);
    if (!auth) return [engineRefusal(unauthorized, 401), false];
    let response = await resolver({ request, params, user: auth.user, store: db.storeOf(auth.user) });
    if (request.method === "GET" && response.status === 200 && response.body) {
      const etag = weakEtag(jsonTexts.get(response) ?? (await response.clone().text()));
      if (request.headers.get("if-none-match") === etag) response = new HttpResponse(null, { status: 304 });
      response.headers.set("ETag", etag);
    }
    if (response.status < 500) {
      for (const [name, value] of Object.entries(rotate(auth))) response.headers.set(name, value);
    }
    return [response, true];
  };
  return async ({ request, params }) => {
    // A read changes the session's token only (a GET handler that changes more says so itself);
    // anything else changes what it reaches (db.tracking), and only that is written again.
    if (request.method !== "GET" && request.method !== "HEAD") return (await db.tracking(() => handle(request, params as P)))[0];
    const [response, signedIn] = await handle(request, params as P);
    if (signedIn) db.changed(["tokens"]);
    return response;
  };
}

/** A vendor endpoint: the signed-in user must own a store. */
export function vendor<P extends PathParams = PathParams>(
  resolver: (context: AuthedContext<P> & { store: MockStore }) => Response | Promise<Response>,
): HttpResponseResolver<P> {
  return authed<P>((context) => {
    if (!context.store) return fail(403, "You are not a vendor");
    return resolver({ ...context, store: context.store });
  });
}

type Errors = Record<string, string[]>;
type Attributes = Record<string, unknown>;

/**
 * A write's attributes as the controller reads them: `params.require(key)` (400 without an object
 * there), then the model's validation (422 with `errorsOf`'s field errors). The attributes, or the
 * answer that refuses them.
 */
export async function requiredAttributes(
  request: Request,
  key: string,
  errorsOf: (body: Attributes) => Errors,
): Promise<Attributes | Response> {
  const value = (await readBody<Attributes | null>(request))?.[key];
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail(400, `param is missing or the value is empty: ${key}`);
  return invalid(errorsOf(value as Attributes)) ?? (value as Attributes);
}

type StoreOwned = { id: number; store_id: number };

/** The store's record with the path's id: another store's id is as unknown as a missing one (404). */
export function ownRecord<T extends StoreOwned>(records: readonly T[], storeId: number, id: unknown): T | undefined {
  return records.find((record) => record.store_id === storeId && String(record.id) === String(id));
}

/** A record as the server sends it: without the store it belongs to. */
export function publicRecord<T extends StoreOwned>({ store_id: _store, ...rest }: T): Omit<T, "store_id"> {
  return rest;
}

/** Newest first, the id breaking ties: the order the server lists a store's records in. */
export const newestFirst = (a: { id: number; created_at: string }, b: { id: number; created_at: string }) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/** One page of a store's records, newest first, of the `status` the query names (all without one). */
export function byStatusNewestFirst<T extends { id: number; status: string; created_at: string }>(own: T[], request: Request) {
  const status = new URL(request.url).searchParams.get("status");
  return paginate(own.filter((record) => !status || record.status === status).sort(newestFirst), request);
}
