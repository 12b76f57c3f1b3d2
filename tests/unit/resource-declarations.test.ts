import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RESTRICTED_HIDDEN_RESOURCES, RESTRICTED_SHOWN_RESOURCES } from "@/domain/access";
import { registry } from "@/resources/registry";
import { publicPages } from "@/app/public-pages";
import { routesFromRegistry } from "../hardening/support/routes-from-registry";

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

  it("says whether the restricted account sees it (src/domain/access.ts)", () => {
    const hidden = new Set<string>(RESTRICTED_HIDDEN_RESOURCES);
    const shown = new Set<string>(RESTRICTED_SHOWN_RESOURCES);
    const undecided = registry.map((entry) => entry.name).filter((name) => hidden.has(name) === shown.has(name));
    expect(
      undecided.map((name) => `"${name}": add it to RESTRICTED_HIDDEN_RESOURCES or RESTRICTED_SHOWN_RESOURCES in src/domain/access.ts`),
    ).toEqual([]);
  });

  it("has a seeded record for each :id route, so the hardening suite can walk it", () => {
    expect(() => routesFromRegistry()).not.toThrow();
    expect(routesFromRegistry().every((route) => !route.url.includes(":"))).toBe(true);
  });
});
