import { describe, expect, it } from "vitest";
import { HttpHandler } from "msw";
import { handlers } from "@/mocks/handlers";

describe("mock API handlers", () => {
  it("registers each method and path once (a second one would never be reached)", () => {
    const seen = new Map<string, number>();
    for (const handler of handlers) {
      if (!(handler instanceof HttpHandler)) continue;
      const { method, path } = handler.info;
      // The fault injector matches every call on purpose and answers none unless a test chose a fault.
      if (String(path).endsWith("*")) continue;
      const key = `${String(method)} ${String(path)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const twice = [...seen].filter(([, count]) => count > 1).map(([key]) => key);
    expect(twice).toEqual([]);
  });
});
