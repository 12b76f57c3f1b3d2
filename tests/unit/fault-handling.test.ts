// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { createQueryClient, retryPolicy } from "@/app/query-client";
import { isTimeout, normaliseError } from "@/providers/data/errors";
import { createHttpClient } from "@/providers/data/http-client";
import { createAuthProvider } from "@/providers/auth/auth-provider";
import { session } from "@/providers/auth/session";
import { mockApiLog, clearMockApiLog, setFault } from "@/mocks/faults";
import { server } from "@/mocks/node";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";

const t = (key: string) => key;
const axiosFailure = (extra: Record<string, unknown>) => ({ isAxiosError: true, message: "failed", ...extra });

describe("retryPolicy (issue 11: retries never repeat a 4xx and stop after 3)", () => {
  it("never repeats a 4xx, normalised or straight from axios (the identity check)", () => {
    expect(retryPolicy(0, { statusCode: 400, message: "x" })).toBe(false);
    expect(retryPolicy(0, { statusCode: 429, message: "x" })).toBe(false);
    expect(retryPolicy(0, axiosFailure({ response: { status: 403, data: {} } }))).toBe(false);
  });

  it("never repeats a read that timed out (the client already waited a minute)", () => {
    const timedOut = normaliseError(axiosFailure({ code: "ECONNABORTED", message: "timeout of 8000ms exceeded" }), t);
    expect(timedOut).toMatchObject({ statusCode: 500, message: "errors.somethingWentWrong", timedOut: true });
    expect(retryPolicy(0, timedOut)).toBe(false);
    expect(retryPolicy(0, axiosFailure({ code: "ETIMEDOUT" }))).toBe(false);
  });

  it("retries network errors, 5xx and unreadable answers 3 times, then stops", () => {
    const network = normaliseError(axiosFailure({ code: "ERR_NETWORK", message: "Network Error" }), t);
    expect(isTimeout(network)).toBe(false);
    for (const error of [network, { statusCode: 502, message: "x" }, normaliseError(new Error("no data"), t)]) {
      expect([0, 1, 2, 3].map((count) => retryPolicy(count, error))).toEqual([true, true, true, false]);
    }
  });
});

describe("the query client: one visit asks a failing endpoint once", () => {
  it("a second reader of a failed query takes the failure; once nobody reads it, the next visit asks again", async () => {
    const client = createQueryClient();
    let calls = 0;
    const options = {
      queryKey: ["store"],
      queryFn: async () => {
        calls += 1;
        throw { statusCode: 400, message: "refused" };
      },
    };
    const first = new QueryObserver(client, options);
    const stopFirst = first.subscribe(() => undefined);
    await expect.poll(() => first.getCurrentResult().status).toBe("error");
    const second = new QueryObserver(client, options);
    const stopSecond = second.subscribe(() => undefined);
    expect(second.getCurrentResult().status).toBe("error");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);

    stopFirst();
    stopSecond();
    expect(client.getQueryCache().find({ queryKey: ["store"] })).toBeUndefined();
    const again = new QueryObserver(client, options);
    const stopAgain = again.subscribe(() => undefined);
    await expect.poll(() => calls).toBe(2);
    stopAgain();
  });
});

describe("the auth provider under a failing server", () => {
  const API = "http://localhost/api/v1";
  afterEach(() => {
    setFault(null);
    server.resetHandlers();
    session.clear();
  });

  async function signedInProvider() {
    const http = createHttpClient(API, session);
    const auth = createAuthProvider({ http, queryClient: createQueryClient(), t });
    const result = await auth.login({ email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password });
    expect(result.success).toBe(true);
    clearMockApiLog();
    return auth;
  }
  const signOuts = () => mockApiLog().filter((call) => call.method === "DELETE" && call.path.endsWith("/auth/sign_out")).length;
  const checks = () => mockApiLog().filter((call) => call.path.endsWith("/auth/validate_token")).length;
  /** Holds the next token check on the server until `release()`, then answers it with `answer`. */
  function holdNextCheck(answer: () => Response) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    server.use(
      http.get(
        "*/api/v1/vendor/auth/validate_token",
        async () => {
          held += 1;
          await gate;
          return answer();
        },
        { once: true },
      ),
    );
    return { count: () => held, release };
  }

  it("a 401 on the token check and on every call at once signs out exactly once", async () => {
    const auth = await signedInProvider();
    setFault({ fault: "401" });
    const results = await Promise.all([auth.check(), auth.logout({}), auth.logout({}), auth.check()]);
    expect(results[0]).toMatchObject({ authenticated: false, redirectTo: "/" });
    await auth.logout({});
    expect(signOuts()).toBe(1);
    expect(session.credentials()).toBeNull();
  });

  it("the guard's check and the header's identity share one token check, and a failed one is not asked again at once", async () => {
    const auth = await signedInProvider();
    setFault({ fault: "400" });
    const [check] = await Promise.all([auth.check(), auth.getIdentity!().catch(() => null)]);
    expect(check).toMatchObject({ authenticated: true });
    await auth.getIdentity!().catch(() => null);
    expect(checks()).toBe(1);
    expect(session.credentials()).not.toBeNull();
  });

  // Issue 16: the fault matrix's `/vendor/orders × 409` asked the check twice. A check of the session
  // before (a run whose server never answered) ended a minute later, in the middle of this one.
  for (const late of [
    { answer: "success", response: () => HttpResponse.json({ success: true, data: DEMO_ACCOUNTS.vendor }) },
    { answer: "failure", response: () => HttpResponse.json({ success: false, errors: ["down"] }, { status: 503 }) },
  ])
    it(`a late ${late.answer} of the last session's token check does not undo this session's failed one`, async () => {
      const auth = await signedInProvider();
      const held = holdNextCheck(late.response);
      const lateCheck = auth.check();
      await expect.poll(held.count).toBe(1);
      // Signed in again (another device id) while the old check waits; this session's check fails.
      await auth.login({ email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password });
      clearMockApiLog();
      setFault({ fault: "409" });
      await expect(auth.check()).resolves.toMatchObject({ authenticated: true });
      expect(checks()).toBe(1);

      held.release();
      await lateCheck;
      // The next caller of the same moment takes this session's failure: the server is not asked again.
      await expect(auth.check()).resolves.toMatchObject({ authenticated: true });
      expect(checks()).toBe(1);
    });

  it("a late 401 to the last session's calls ends nothing of the session begun since", async () => {
    const auth = await signedInProvider();
    const earlier = session.credentials()!.client;
    const held = holdNextCheck(() => HttpResponse.json({ success: false, errors: ["Invalid login credentials"] }, { status: 401 }));
    const lateCheck = auth.check();
    await expect.poll(held.count).toBe(1);
    // The seller signs in again (another device id) while the old check is on its way.
    await auth.login({ email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password });
    const now = session.credentials()!.client;
    expect(now).not.toBe(earlier);
    held.release();

    await expect(lateCheck).resolves.toMatchObject({ authenticated: true });
    await expect(auth.onError!({ statusCode: 401, message: "x", sentWithClient: earlier })).resolves.toEqual({});
    expect(signOuts()).toBe(0);
    expect(session.credentials()?.client).toBe(now);
    // A 401 to this session's own call still ends it.
    await expect(auth.onError!({ statusCode: 401, message: "x", sentWithClient: now })).resolves.toMatchObject({ logout: true });
  });
});
