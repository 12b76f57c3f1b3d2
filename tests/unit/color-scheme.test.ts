import { describe, expect, it } from "vitest";
import { colorSchemeFor, colorSchemeMode, toggledColorSchemeMode } from "@/domain/color-scheme";

describe("the colour scheme a page paints in", () => {
  it("follows the device until the seller chooses", () => {
    expect(colorSchemeFor(null, true)).toBe("dark");
    expect(colorSchemeFor(null, false)).toBe("light");
    expect(colorSchemeFor("system", true)).toBe("dark");
    expect(colorSchemeFor("system", false)).toBe("light");
  });

  it("keeps the seller's choice whatever the device prefers", () => {
    expect(colorSchemeFor("dark", false)).toBe("dark");
    expect(colorSchemeFor("light", true)).toBe("light");
  });

  it("reads an unknown stored value as following the device", () => {
    expect(colorSchemeMode("Dark")).toBe("system");
    expect(colorSchemeMode("")).toBe("system");
    expect(colorSchemeMode(undefined)).toBe("system");
    expect(colorSchemeFor("sepia", true)).toBe("dark");
    expect(colorSchemeFor('"dark"', false)).toBe("light");
  });
});

describe("the dark mode switch", () => {
  it("turns to the other scheme, held against the device", () => {
    expect(toggledColorSchemeMode("light", false)).toBe("dark");
    expect(toggledColorSchemeMode("dark", true)).toBe("light");
  });

  it("goes back to following the device when the other scheme is the device's", () => {
    expect(toggledColorSchemeMode("dark", false)).toBe("system");
    expect(toggledColorSchemeMode("light", true)).toBe("system");
  });

  it("shows the scheme it promised, whatever the device", () => {
    for (const deviceDark of [false, true])
      for (const shown of ["light", "dark"] as const)
        expect(colorSchemeFor(toggledColorSchemeMode(shown, deviceDark), deviceDark)).not.toBe(shown);
  });
});
