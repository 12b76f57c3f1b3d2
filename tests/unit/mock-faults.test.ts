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

  it("answers success-false as a 200 whose body refuses, and delay-25s only after 25 s", async () => {
    setFault({ fault: "success-false" });
    const refused = await signIn();
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ success: false, message: expect.any(String), errors: expect.any(Array) });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      setFault({ fault: "delay-25s" });
      let status = 0;
      const late = signIn().then((response) => (status = response.status));
      await vi.advanceTimersByTimeAsync(24_000);
      expect(status).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      await late;
      expect(status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("covers the faults issues 11 and 16 list", () => {
    expect(FAULTS).toHaveLength(19);
    expect(FAULTS).toEqual(expect.arrayContaining(["delay-25s", "success-false"]));
  });
});
