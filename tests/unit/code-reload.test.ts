import { describe, expect, it } from "vitest";
import { CODE_RELOAD_PAUSE_MS, parseCodeReload, shouldReloadForCode } from "@/domain/code-reload";

describe("reloading for a screen's code that failed to load again", () => {
  const now = 1_000_000;
  it("reloads online, the first time", () => {
    expect(shouldReloadForCode({ online: true, path: "/vendor/orders", now, last: null })).toBe(true);
  });
  it("never reloads offline", () => {
    expect(shouldReloadForCode({ online: false, path: "/vendor/orders", now, last: null })).toBe(false);
  });
  it("does not reload the same address twice within a minute, and does after it or for another address", () => {
    const last = { path: "/vendor/orders", at: now - 5_000 };
    expect(shouldReloadForCode({ online: true, path: "/vendor/orders", now, last })).toBe(false);
    expect(shouldReloadForCode({ online: true, path: "/vendor/returns", now, last })).toBe(true);
    expect(shouldReloadForCode({ online: true, path: "/vendor/orders", now: last.at + CODE_RELOAD_PAUSE_MS, last })).toBe(true);
  });
  it("reads the stored record, and ignores one it cannot read", () => {
    expect(parseCodeReload(JSON.stringify({ path: "/vendor/", at: 5 }))).toEqual({ path: "/vendor/", at: 5 });
    expect(parseCodeReload("{oops")).toBeNull();
    expect(parseCodeReload(JSON.stringify({ path: 3 }))).toBeNull();
    expect(parseCodeReload(null)).toBeNull();
  });
});
