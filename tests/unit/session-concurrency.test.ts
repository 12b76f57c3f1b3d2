import { afterEach, describe, expect, it } from "vitest";
import { http as route } from "msw";
import { createDataProvider } from "@/providers/data/data-provider";
import { createHttpClient, type SessionPort } from "@/providers/data/http-client";
import { nextCredentials, credentialsFromHeaders, type Credentials } from "@/providers/auth/token-rotation";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { BATCH_WINDOW_MS, createSession, endSession } from "@/mocks/server-session";
import { VENDOR } from "@/mocks/http-kit";
import { server } from "@/mocks/node";

/** An in-memory session port with the real rotation rule (the browser one writes localStorage). */
function memorySession(initial: Credentials): SessionPort & { current: () => Credentials | null } {
  let stored: Credentials | null = initial;
  return {
    credentials: () => stored,
    absorb: (headers) => {
      stored = nextCredentials(stored, headers);
    },
    current: () => stored,
  };
}

afterEach(() => server.resetHandlers());

/** Holds the server's handling of `path` until `release()`: the request is on its way meanwhile. */
function holdOnTheWay(path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  server.use(
    route.get(`${VENDOR}/${path}`, async ({ request }) => {
      seen.push(request.headers.get("access-token") ?? "");
      if (seen.length === 1) await gate;
      // No answer here: the mock's own handler answers.
    }),
  );
  return { release, seen };
}

const API_URL = "http://api.test/api/v1";

/** The vendor signed in to the mock, the app's own client on a session in memory, and the server's clock the test moves (`later`). */
function signedIn() {
  let now = Date.parse("2026-11-21T10:00:00Z");
  db.now = () => now;
  const user = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
  const first = credentialsFromHeaders(createSession(user))!;
  const port = memorySession(first);
  return { user, first, port, http: createHttpClient(API_URL, port), later: (ms: number) => void (now += ms) };
}

describe("sessions against the mock server (devise_token_auth rotation)", () => {
  it("concurrent requests across many rotations never sign the seller out", async () => {
    const { port, http, later } = signedIn();
    const data = createDataProvider(http, (key) => key);

    const tokensSeen = new Set<string>();
    for (let wave = 0; wave < 8; wave += 1) {
      later(BATCH_WINDOW_MS + 1000); // outside the batch window: the first answer rotates
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          index % 3 === 0 ? http.get("/vendor/auth/validate_token") : data.custom!({ url: "dashboard", method: "get" }),
        ),
      );
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      tokensSeen.add(port.current()!.accessToken);
    }
    expect(tokensSeen.size).toBeGreaterThan(4);
  });

  it("a request with a stale token from two rotations ago is refused with 401", async () => {
    const { first, http, later } = signedIn();
    for (let i = 0; i < 3; i += 1) {
      later(BATCH_WINDOW_MS + 1);
      await http.get("/vendor/auth/validate_token");
    }
    later(BATCH_WINDOW_MS + 1);
    const stale = createHttpClient(API_URL, memorySession(first));
    await expect(stale.get("/vendor/auth/validate_token")).rejects.toMatchObject({ response: { status: 401 } });
    await expect(http.get("/vendor/auth/validate_token")).resolves.toMatchObject({ status: 200 });
  });

  it("a call whose token the session rotated past on its way is sent once more with the current token, not signed out", async () => {
    const { port, http, later } = signedIn();
    const held = holdOnTheWay("dashboard");
    later(BATCH_WINDOW_MS + 1);
    const late = http.get("/vendor/dashboard");
    await expect.poll(() => held.seen.length).toBe(1);
    // Two rotations while it is on its way, then it arrives past the batch window.
    for (let i = 0; i < 2; i += 1) {
      later(BATCH_WINDOW_MS + 1);
      await http.get("/vendor/auth/validate_token");
    }
    later(BATCH_WINDOW_MS + 1);
    const current = port.current()!.accessToken;
    held.release();

    await expect(late).resolves.toMatchObject({ status: 200 });
    expect(held.seen).toEqual([expect.not.stringMatching(current), current]);
  });

  it("a 401 to a call sent with the current token ends there: the session is gone, nothing is sent again", async () => {
    const { user, first, http } = signedIn();
    // The server forgets the session (ended on another device, or expired).
    endSession({ user, client: first.client, record: db.state.tokens[user.id][first.client] });
    const held = holdOnTheWay("dashboard");
    held.release();
    await expect(http.get("/vendor/dashboard")).rejects.toMatchObject({ response: { status: 401 } });
    expect(held.seen).toHaveLength(1);
  });
});
