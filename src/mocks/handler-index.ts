import { getResponse, http, HttpHandler, type RequestHandler } from "msw";

/** The text every address a path matches contains: the path up to its first parameter or wildcard (after a leading `*`). */
export function literalOf(path: string): string {
  const rest = path.startsWith("*") ? path.slice(1) : path;
  const end = rest.search(/[:*(?+{]/);
  return end === -1 ? rest : rest.slice(0, end);
}

type Entry = { handler: RequestHandler; method: RegExp | string | null; literal: string | null };

function entryOf(handler: RequestHandler): Entry {
  if (!(handler instanceof HttpHandler)) return { handler, method: null, literal: null };
  const { method, path } = handler.info;
  return { handler, method, literal: typeof path === "string" ? literalOf(path) : null };
}

function mayMatch(entry: Entry, method: string, address: string): boolean {
  if (entry.literal === null) return true;
  const methodMatches =
    typeof entry.method === "string" ? entry.method.toUpperCase() === method : !entry.method || entry.method.test(method);
  return methodMatches && address.includes(entry.literal);
}

/**
 * The handlers behind one: msw tries every handler on every request a page makes (its scripts and
 * styles too), in order, and for each parses the address and the cookies and compiles the
 * handler's path into a regular expression again: with the mock's eighty handlers, most of a call's
 * cost in the page. This one first keeps the handlers a request may match (its method, and its
 * address holding the text before the path's first parameter or wildcard), then lets msw's own
 * matching run on those few, in their order: the same answers, for a few handlers' cost.
 */
export function indexed(handlers: readonly RequestHandler[]): RequestHandler[] {
  const entries = handlers.map(entryOf);
  return [
    http.all("*", ({ request }) => {
      const url = new URL(request.url);
      const address = `${url.origin}${url.pathname}`;
      const found = entries.filter((entry) => mayMatch(entry, request.method, address)).map((entry) => entry.handler);
      return found.length ? getResponse(found, request) : undefined;
    }),
  ];
}
