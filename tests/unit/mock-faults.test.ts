import { afterEach, describe, expect, it, vi } from "vitest";
import { FAULTS, mockApiLog, setFault } from "@/mocks/faults";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";

const API = "http://localhost/api/v1";

function signIn() {
  return fetch(`${API}/vendor/auth/sign_in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_ACCOUNTS.vendor),
  });
}

describe("the mock API's fault injector", () => {
  afterEach(() => setFault(null));

  it("answers normally and logs every call when no fault is chosen", async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    expect(mockApiLog().at(-1)).toMatchObject({ method: "POST", path: "/api/v1/vendor/auth/sign_in", fault: null });
  });

  it.each([
    ["401", 401],
    ["404", 404],
    ["429", 429],
    ["502", 502],
  ] as const)("answers %s with that status", async (fault, status) => {
    setFault({ fault });
    expect((await signIn()).status).toBe(status);
    expect(mockApiLog().at(-1)?.fault).toBe(fault);
  });

  it("lets a delayed call through to the server, unless the fault was changed while it waited", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      setFault({ fault: "delay-10s" });
      const answered = signIn();
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await answered).status).toBe(200);

      setFault({ fault: "delay-10s" });
      const abandoned = signIn().then(
        (response) => response.status,
        () => "network error",
      );
      await vi.advanceTimersByTimeAsync(1_000);
      setFault(null);
      await vi.advanceTimersByTimeAsync(9_000);
      expect(await abandoned).toBe("network error");
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails only the matching calls, only as many times as asked", async () => {
    setFault({ fault: "500", match: "sign_in$", method: "POST", times: 1 });
    expect((await signIn()).status).toBe(500);
    expect((await signIn()).status).toBe(200);
  });

  it("turns a network error into a failed fetch and malformed JSON into an unreadable body", async () => {
    setFault({ fault: "network-error" });
    await expect(signIn()).rejects.toThrow();
    setFault({ fault: "malformed-json" });
    const response = await signIn();
    await expect(response.json()).rejects.toThrow();
  });

  it("covers the faults issue 11 lists", () => {
    expect(FAULTS).toHaveLength(17);
  });
});
