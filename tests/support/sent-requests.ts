import type { SetupServer } from "msw/node";
import { server as defaultServer } from "@/mocks/node";

/**
 * One request as the app sent it. `path` is the pathname and query string; `body` is the parsed
 * JSON body (undefined for a request without one, null for one that is not valid JSON), set once
 * `settled()` resolves; `addressBar` is the page's address when the request left (a secret in it
 * would leak through Referer and history).
 */
export type SentRequest = { method: string; path: string; url: URL; headers: Headers; body: unknown; addressBar: string };

export type RecordOptions = {
  /** Keeps only the requests this accepts (default: every one). */
  only?: (request: { method: string; url: URL }) => boolean;
  server?: SetupServer;
};

/** A filter for `only`: a method (or several, or any) and a path the URL's pathname starts with or matches. */
export function requestsTo(path: string | RegExp, method?: string | readonly string[]): RecordOptions["only"] {
  const methods = typeof method === "string" ? [method] : method;
  return (request) =>
    (!methods || methods.includes(request.method)) &&
    (typeof path === "string" ? request.url.pathname.startsWith(path) : path.test(request.url.pathname));
}

/**
 * Records the API and object-store requests the app sends from now on, in order: the one request
 * recorder of the tests. `sent` is live (read it after the screen has reacted); `settled()` waits
 * for the JSON bodies; `bodies` holds the JSON bodies read so far; `api(path)` keeps the vendor
 * API's calls to a path; `count()` the number recorded; `stop()` stops this recorder (and only
 * it). Every recorder stops when its test ends (setup-msw.ts).
 *
 *   const requests = recordRequests({ only: requestsTo("/api/v1/vendor/orders", "GET") });
 *   ...
 *   expect(requests.sent.map((request) => request.url.searchParams.get("page"))).toEqual(["1", "2"]);
 *
 *   const saves = recordRequests<{ coupon: object }>({ only: requestsTo(/\/vendor\/coupons$/, "POST") }).bodies;
 */
export function recordRequests<TBody = unknown>({ only, server = defaultServer }: RecordOptions = {}) {
  const sent: SentRequest[] = [];
  const bodies: TBody[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (only && !only({ method: request.method, url })) return;
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname + url.search,
      url,
      headers: new Headers(request.headers),
      body: undefined,
      addressBar: typeof window === "undefined" ? "" : window.location.href,
    };
    sent.push(entry);
    if ((request.headers.get("content-type") ?? "").includes("json")) {
      pending.push(
        request
          .clone()
          .json()
          .then(
            (body: unknown) => {
              entry.body = body;
              bodies.push(body as TBody);
            },
            () => {
              entry.body = null;
              bodies.push(null as TBody);
            },
          ),
      );
    }
  };
  server.events.on("request:start", listener);
  return {
    sent,
    /** The JSON bodies parsed so far, in the order they were read (a live array, like `sent`). */
    bodies,
    async settled() {
      await Promise.all(pending);
      return sent;
    },
    api: (path: string) => sent.filter((entry) => entry.path.startsWith(`/api/v1/vendor/${path}`)),
    count: () => sent.length,
    stop: () => server.events.removeListener("request:start", listener),
  };
}
