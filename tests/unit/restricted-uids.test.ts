import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "vite";
import { env } from "@/config/env";
import { DEMO_RESTRICTED_UID, RESTRICTED_UIDS_UNSET_WARNING, restrictedUidsFrom, restrictedUidsWarning } from "@/config/restricted-uids";

/** Issue 16, point 8: the restricted account is configuration; the demo default belongs to the mock build and the tests. */
describe("restrictedUidsFrom (VITE_RESTRICTED_UIDS)", () => {
  it("the mock build and the tests default to the demo's restricted account", () => {
    expect(restrictedUidsFrom({ VITE_MOCK: "true", MODE: "mock" })).toEqual([DEMO_RESTRICTED_UID]);
    expect(restrictedUidsFrom({ MODE: "test" })).toEqual([DEMO_RESTRICTED_UID]);
    expect(env.restrictedUids).toEqual([DEMO_RESTRICTED_UID]);
  });

  it("a real build without VITE_RESTRICTED_UIDS restricts nobody, even in mock mode", () => {
    expect(restrictedUidsFrom({ VITE_API_URL: "https://api.example.test", MODE: "production" })).toEqual([]);
    expect(restrictedUidsFrom({ VITE_API_URL: "https://api.example.test", VITE_MOCK: "true", MODE: "mock" })).toEqual([]);
    expect(restrictedUidsFrom({ MODE: "production" })).toEqual([]);
  });

  it("a set list is read as comma-separated e-mails, trimmed and lower-cased, in any build", () => {
    const list = " Ops@Seller.example , ,audit@seller.example ";
    expect(restrictedUidsFrom({ VITE_API_URL: "https://api.example.test", MODE: "production", VITE_RESTRICTED_UIDS: list })).toEqual([
      "ops@seller.example",
      "audit@seller.example",
    ]);
    expect(restrictedUidsFrom({ VITE_MOCK: "true", MODE: "mock", VITE_RESTRICTED_UIDS: list })).toEqual([
      "ops@seller.example",
      "audit@seller.example",
    ]);
    // Set but empty: nobody, in the demo too.
    expect(restrictedUidsFrom({ VITE_MOCK: "true", MODE: "mock", VITE_RESTRICTED_UIDS: "" })).toEqual([]);
  });

  it("warns only for a real build that restricts nobody", () => {
    expect(restrictedUidsWarning({ VITE_API_URL: "https://api.example.test", MODE: "production" })).toBe(RESTRICTED_UIDS_UNSET_WARNING);
    expect(restrictedUidsWarning({ VITE_API_URL: "https://api.example.test", MODE: "production", VITE_RESTRICTED_UIDS: " , " })).toBe(
      RESTRICTED_UIDS_UNSET_WARNING,
    );
    expect(
      restrictedUidsWarning({ VITE_API_URL: "https://api.example.test", MODE: "production", VITE_RESTRICTED_UIDS: "a@b.example" }),
    ).toBeNull();
    expect(restrictedUidsWarning({ VITE_MOCK: "true", MODE: "mock" })).toBeNull();
    expect(restrictedUidsWarning({ MODE: "test" })).toBeNull();
  });
});

describe("the build says so (vite.config.ts)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.restoreAllMocks();
  });

  async function warningsOfBuild(variables: Record<string, string>, mode: string) {
    Object.assign(process.env, variables);
    delete process.env.VITE_RESTRICTED_UIDS;
    if (variables.VITE_RESTRICTED_UIDS) process.env.VITE_RESTRICTED_UIDS = variables.VITE_RESTRICTED_UIDS;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await resolveConfig({ configFile: "vite.config.ts", mode, logLevel: "silent" }, "build");
    return warn.mock.calls.map((call) => String(call[0]).trim());
  }

  it("a production build with VITE_API_URL and without VITE_RESTRICTED_UIDS prints the warning", async () => {
    expect(await warningsOfBuild({ VITE_API_URL: "https://api.example.test" }, "production")).toContain(RESTRICTED_UIDS_UNSET_WARNING);
  });

  it("the demo build and a configured production build do not", async () => {
    expect(await warningsOfBuild({}, "mock")).not.toContain(RESTRICTED_UIDS_UNSET_WARNING);
    expect(
      await warningsOfBuild({ VITE_API_URL: "https://api.example.test", VITE_RESTRICTED_UIDS: "ops@seller.example" }, "production"),
    ).not.toContain(RESTRICTED_UIDS_UNSET_WARNING);
  });
});
