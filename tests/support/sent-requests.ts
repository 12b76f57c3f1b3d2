import type { SetupServer } from "msw/node";
import { server as defaultServer } from "@/mocks/node";

export type SentRequest = { method: string; path: string; body: unknown };

/**
 * Records every API and object-store request the app sends (JSON bodies parsed): the one request
 * recorder of the tests. `settled()` waits for the bodies; `api(path)` keeps the vendor API's calls
 * to a path; `bodies(method, pathEnd)` the bodies of one call.
 */
export function recordRequests(server: SetupServer = defaultServer) {
  const sent: SentRequest[] = [];
  const pending: Promise<void>[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const entry: SentRequest = { method: request.method, path: url.pathname + url.search, body: undefined };
    sent.push(entry);
    if ((request.headers.get("content-type") ?? "").includes("json")) {
      pending.push(
        request
          .clone()
          .json()
          .then((body) => {
            entry.body = body;
          })
          .catch(() => undefined),
      );
    }
  });
  return {
    sent,
    async settled() {
      await Promise.all(pending);
      return sent;
    },
    api: (path: string) => sent.filter((entry) => entry.path.startsWith(`/api/v1/vendor/${path}`)),
    stop: () => server.events.removeAllListeners(),
  };
}

/**
 * The JSON bodies of the requests matching a method (or one of several) and a path ending, as they
 * are sent (a live array: read it after the screen has reacted).
 */
export function sentBodies<T = unknown>(server: SetupServer, method: string | readonly string[], pathEnd: RegExp): T[] {
  const bodies: T[] = [];
  const methods: readonly string[] = typeof method === "string" ? [method] : method;
  server.events.on("request:start", ({ request }) => {
    if (methods.includes(request.method) && pathEnd.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .json()
        .then(
          (body: T) => bodies.push(body),
          () => bodies.push(null as T),
        );
    }
  });
  return bodies;
}
