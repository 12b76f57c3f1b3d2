import type { SetupServer } from "msw/node";

/** Collects the JSON bodies of requests matching a method and a path ending, as they are sent. */
export function sentBodies(server: SetupServer, method: string, pathEnd: RegExp) {
  const bodies: unknown[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.method === method && pathEnd.test(new URL(request.url).pathname)) {
      void request.clone().json().then((body: unknown) => bodies.push(body), () => bodies.push(null));
    }
  });
  return bodies;
}
