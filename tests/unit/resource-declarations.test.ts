import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "@/resources/registry";
import { publicPages } from "@/app/public-pages";
import { routesFromRegistry } from "../hardening/support/routes-from-registry";
import { isDataList } from "../hardening/support/routes";

/**
 * A screen declared in the registry is declared everywhere else it must be (issue 18.7): each
 * failure names the missing place, so a new resource fails here rather than only in CI.
 */
const LOCALES = join(__dirname, "../../src/providers/i18n/locales");

function localeKeys(lang: string): Set<string> {
  const flatten = (value: unknown, prefix: string): string[] =>
    value && typeof value === "object" ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}.${key}`)) : [prefix];
  return new Set(
    readdirSync(join(LOCALES, lang))
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => flatten(JSON.parse(readFileSync(join(LOCALES, lang, file), "utf8")), file.replace(/\.json$/, ""))),
  );
}

describe("every screen is declared in every place it must be", () => {
  it.each(["en", "ar"])("has its menu label and its page titles in the %s texts", (lang) => {
    const keys = localeKeys(lang);
    const wanted = [
      ...registry.map((entry) => ({ key: entry.labelKey, what: `the menu label of "${entry.name}"` })),
      ...registry.flatMap((entry) => entry.routes.map((route) => ({ key: route.titleKey, what: `the title of ${route.path}` }))),
      ...publicPages.map((page) => ({ key: page.titleKey, what: `the title of ${page.path}` })),
    ];
    const missing = wanted
      .filter(({ key }) => !keys.has(key))
      .map(({ key, what }) => `${what}: "${key}" in src/providers/i18n/locales/${lang}`);
    expect(missing).toEqual([]);
  });

  it("says whether the restricted account sees it (restrictedAccount in its registry entry)", () => {
    // Required by the type; this catches an entry that is not a literal (`as never`, a spread).
    const undecided = registry.filter((entry) => entry.restrictedAccount !== "hidden" && entry.restrictedAccount !== "shown");
    expect(undecided.map((entry) => `"${entry.name}": say restrictedAccount: "hidden" or "shown" in its index.ts`)).toEqual([]);
  });

  it("has a seeded record for each :id route, so the hardening suite can walk it", () => {
    expect(() => routesFromRegistry()).not.toThrow();
    expect(routesFromRegistry().every((route) => !route.url.includes(":"))).toBe(true);
  });

  it("has its list checked for Retry by the hardening suite when it reads data", () => {
    const checked = new Set(
      routesFromRegistry()
        .filter(isDataList)
        .map((route) => route.pattern),
    );
    const lists = registry.filter((entry) => entry.data).flatMap((entry) => entry.routes.filter((route) => route.action === "list"));
    expect(lists.filter((route) => !checked.has(route.path)).map((route) => route.path)).toEqual([]);
    expect(checked.has("/vendor/emails")).toBe(false);
  });
});
