import { HttpResponse, type HttpResponseResolver, type PathParams } from "msw";
import { db } from "./db";
import type { MockStore, MockUser } from "./seed/shell-seed";
import { authenticate, rotate } from "./server-session";

/** Matches any origin, so the same handlers serve the browser, jsdom and node. */
export const API = "*/api/v1";
export const VENDOR = `${API}/vendor`;
export const COMMON = `${API}/common`;

type Init = { status?: number; message?: string; headers?: Record<string, string> };

/** The server's envelope `{success, data, message, errors, status}`. */
export function ok(data: unknown, init: Init = {}) {
  const status = init.status ?? 200;
  return HttpResponse.json({ success: true, data, message: init.message ?? "", errors: null, status }, { status, headers: init.headers });
}

export function fail(status: number, message: string, errors: unknown = null) {
  return HttpResponse.json({ success: false, data: null, message, errors, status }, { status });
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
 * An endpoint behind `authenticate_user!`: 401 without valid headers; after the handler, the
 * token rotates (or comes back blank inside the batch window). A 5xx does not rotate.
 */
export function authed<P extends PathParams = PathParams>(
  resolver: (context: AuthedContext<P>) => Response | Promise<Response>,
  unauthorized: unknown = { errors: ["You need to sign in or sign up before continuing."] },
): HttpResponseResolver<P> {
  return async ({ request, params }) => {
    const auth = authenticate(request);
    if (!auth) return HttpResponse.json({ success: false, ...(unauthorized as object) }, { status: 401 });
    const response = await resolver({ request, params: params as P, user: auth.user, store: db.storeOf(auth.user) });
    if (response.status < 500) {
      for (const [name, value] of Object.entries(rotate(auth))) response.headers.set(name, value);
    }
    // A read changes the session's token only (a GET handler that changes more says so itself);
    // anything else may have changed any collection.
    db.changed(request.method === "GET" || request.method === "HEAD" ? ["tokens"] : undefined);
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
