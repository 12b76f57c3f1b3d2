import { describe, expect, it } from "vitest";
import { createDataProvider } from "@/providers/data/data-provider";
import { createHttpClient, type SessionPort } from "@/providers/data/http-client";
import { nextCredentials, credentialsFromHeaders, type Credentials } from "@/providers/auth/token-rotation";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { BATCH_WINDOW_MS, createSession } from "@/mocks/server-session";

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

describe("sessions against the mock server (devise_token_auth rotation)", () => {
  it("concurrent requests across many rotations never sign the seller out", async () => {
    let now = Date.parse("2026-11-21T10:00:00Z");
    db.now = () => now;
    const user = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
    const port = memorySession(credentialsFromHeaders(createSession(user))!);
    const http = createHttpClient("http://api.test/api/v1", port);
    const data = createDataProvider(http, (key) => key);

    const tokensSeen = new Set<string>();
    for (let wave = 0; wave < 8; wave += 1) {
      now += BATCH_WINDOW_MS + 1000; // outside the batch window: the first answer rotates
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
    let now = Date.parse("2026-11-21T10:00:00Z");
    db.now = () => now;
    const user = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
    const first = credentialsFromHeaders(createSession(user))!;
    const port = memorySession(first);
    const http = createHttpClient("http://api.test/api/v1", port);
    for (let i = 0; i < 3; i += 1) {
      now += BATCH_WINDOW_MS + 1;
      await http.get("/vendor/auth/validate_token");
    }
    now += BATCH_WINDOW_MS + 1;
    const stale = createHttpClient("http://api.test/api/v1", memorySession(first));
    await expect(stale.get("/vendor/auth/validate_token")).rejects.toMatchObject({ response: { status: 401 } });
    await expect(http.get("/vendor/auth/validate_token")).resolves.toMatchObject({ status: 200 });
  });
});
