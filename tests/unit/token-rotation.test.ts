import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { credentialsFromHeaders, nextCredentials, type Credentials } from "@/providers/auth/token-rotation";

const stored: Credentials = { accessToken: "t1", client: "c1", uid: "vendor@demo.test", expiry: 2000 };
const headers = (token: string, expiry: number | string, client = "c1", uid = "vendor@demo.test") => ({
  "access-token": token,
  client,
  uid,
  expiry: String(expiry),
});

describe("credential rotation", () => {
  it("adopts a newer token of the same session", () => {
    expect(nextCredentials(stored, headers("t2", 2005))).toEqual({ ...stored, accessToken: "t2", expiry: 2005 });
  });
  it("keeps the stored token when the server answers blank inside its batch window", () => {
    expect(nextCredentials(stored, headers(" ", " "))).toBe(stored);
    expect(nextCredentials(stored, {})).toBe(stored);
  });
  it("never goes back to an older expiry (responses out of order)", () => {
    expect(nextCredentials(stored, headers("t0", 1995))).toBe(stored);
  });
  it("ignores a response for another client or uid", () => {
    expect(nextCredentials(stored, headers("tx", 3000, "other"))).toBe(stored);
    expect(nextCredentials(stored, headers("tx", 3000, "c1", "someone@else.test"))).toBe(stored);
  });
  it("does not revive a signed-out session", () => {
    expect(nextCredentials(null, headers("t2", 2005))).toBeNull();
  });
  it("rejects incomplete header sets", () => {
    expect(credentialsFromHeaders(headers("t", "abc"))).toBeNull();
    expect(credentialsFromHeaders({ "access-token": "t", client: "c", expiry: "10" })).toBeNull();
  });

  /**
   * A server issues tokens with strictly increasing expiry; responses (fresh tokens, blank batch
   * answers, answers for another device) arrive in any order. Whatever the order, the client ends
   * with a token the server issued to its own session, never blank, never older than one it saw.
   */
  it("keeps the newest valid credentials whatever the arrival order", () => {
    const response = fc.oneof(
      fc.record({ kind: fc.constant("fresh" as const), index: fc.nat({ max: 30 }) }),
      fc.record({ kind: fc.constant("blank" as const) }),
      fc.record({ kind: fc.constant("foreign" as const), index: fc.nat({ max: 30 }) }),
    );
    fc.assert(
      fc.property(fc.array(response, { maxLength: 60 }), (arrivals) => {
        let current: Credentials | null = stored;
        let newestSeen = stored.expiry;
        for (const arrival of arrivals) {
          const h =
            arrival.kind === "fresh"
              ? headers(`t${arrival.index}`, stored.expiry + 5 * (arrival.index + 1))
              : arrival.kind === "blank"
                ? headers(" ", " ")
                : headers(`f${arrival.index}`, stored.expiry + 1000, "other-device");
          current = nextCredentials(current, h);
          if (arrival.kind === "fresh") newestSeen = Math.max(newestSeen, stored.expiry + 5 * (arrival.index + 1));
          expect(current).not.toBeNull();
          expect(current!.client).toBe("c1");
          expect(current!.accessToken.trim()).not.toBe("");
          expect(current!.expiry).toBe(newestSeen);
        }
      }),
    );
  });
});
