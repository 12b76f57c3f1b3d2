import { describe, expect, it } from "vitest";
import { createI18n, createI18nProvider } from "@/providers/i18n/i18n";

describe("the i18n provider Refine calls", () => {
  const provider = createI18nProvider(createI18n());
  it("translates known keys, with values", () => {
    expect(provider.translate("products.titles.list")).toBe("View Products");
    expect(provider.translate("products.list.rowMenu", { name: "Lamp" })).toBe("Actions for Lamp");
  });
  it("falls back to the default text, given as the third argument or in the options' place", () => {
    expect(provider.translate("unknown.key", {}, "Default text")).toBe("Default text");
    // UnsavedChangesNotifier: translate("warnWhenUnsavedChanges", "Are you sure ...").
    expect(provider.translate("warnWhenUnsavedChanges", "Are you sure you want to leave? You have unsaved changes.")).toBe(
      "Are you sure you want to leave? You have unsaved changes.",
    );
    expect(provider.translate("unknown.key")).toBe("unknown.key");
  });
});
