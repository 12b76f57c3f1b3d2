import { getResponse, http, HttpHandler, matchRequestUrl, type RequestHandler } from "msw";

/** The text every address a path matches contains: the path up to its first parameter or wildcard (after a leading `*`). */
export function literalOf(path: string): string {
  const rest = path.startsWith("*") ? path.slice(1) : path;
  const end = rest.search(/[:*(?+{]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** How many segments a path has: "/a/b" and "/a/b/" have two. */
const segmentCount = (pathname: string) => pathname.replace(/\/+$/, "").split("/").length - 1;

type Entry = {
  handler: RequestHandler;
  method: RegExp | string | null;
  literal: string | null;
  /** The segments of every address the path matches; null when a wildcard or a modifier makes it vary. */
  segments: number | null;
};

/**
 * The handler as msw runs it, but parsed without the cookies: for every handler it tries, msw
 * reads `document.cookie` and its own cookie jar and adds them to the request's headers, and the
 * mock's resolvers read no cookies (the session travels in devise_token_auth's headers). A new
 * object over the handler, so the list given to `indexed` is left as it was.
 */
function withoutCookies(handler: HttpHandler): HttpHandler {
  const { path } = handler.info;
  if (typeof path === "function") return handler;
  const route = Object.create(handler) as HttpHandler;
  route.parse = async ({ request, resolutionContext }) => ({
    match: matchRequestUrl(new URL(request.url), path, resolutionContext?.baseUrl),
    cookies: {},
  });
  return route;
}

function entryOf(handler: RequestHandler): Entry {
  if (!(handler instanceof HttpHandler)) return { handler, method: null, literal: null, segments: null };
  const { method, path } = handler.info;
  if (typeof path !== "string") return { handler, method, literal: null, segments: null };
  const rest = path.replace(/^\*/, "");
  const varies = !rest.startsWith("/") || /[*?+(){}]/.test(rest);
  return { handler: withoutCookies(handler), method, literal: literalOf(path), segments: varies ? null : segmentCount(rest) };
}

/** What the index compares of a request, worked out once for all the handlers. */
type Sent = { method: string; address: string; segments: number };

function mayMatch(entry: Entry, { method, address, segments }: Sent): boolean {
  if (entry.literal === null) return true;
  const methodMatches =
    typeof entry.method === "string" ? entry.method.toUpperCase() === method : !entry.method || entry.method.test(method);
  return methodMatches && address.includes(entry.literal) && (entry.segments === null || entry.segments === segments);
}

/**
 * The handlers behind one: msw tries every handler on every request a page makes (its scripts and
 * styles too), in order, and for each parses the address and the cookies and compiles the
 * handler's path into a regular expression again: with the mock's eighty handlers, most of a call's
 * cost in the page. This one first keeps the handlers a request may match (its method, its address
 * holding the text before the path's first parameter or wildcard, and as many segments as the
 * path has), then lets msw's own matching run on those few, in their order, without the cookies:
 * the same answers, for a few handlers' cost.
 */
export function indexed(handlers: readonly RequestHandler[]): RequestHandler[] {
  const entries = handlers.map(entryOf);
  return [
    withoutCookies(
      http.all("*", ({ request }) => {
        const url = new URL(request.url);
        const sent = { method: request.method, address: `${url.origin}${url.pathname}`, segments: segmentCount(url.pathname) };
        const found = entries.filter((entry) => mayMatch(entry, sent)).map((entry) => entry.handler);
        return found.length ? getResponse(found, request) : undefined;
      }),
    ),
  ];
}
