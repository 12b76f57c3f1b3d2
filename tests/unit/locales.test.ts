import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const LOCALES = join(__dirname, "../../src/providers/i18n/locales");
const SRC = join(__dirname, "../../src");

function flatten(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function locale(lang: string): Set<string> {
  const dir = join(LOCALES, lang);
  const keys = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => flatten(JSON.parse(readFileSync(join(dir, file), "utf8")), file.replace(/\.json$/, "")));
  return new Set(keys);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "mocks" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("locales", () => {
  const english = locale("en");
  const languages = readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());

  it("every literal key used with t() in src exists in English", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bt\(\s*"([a-zA-Z][\w-]*(?:\.[\w-]+)+)"/g)) {
        const key = match[1];
        const isPrefix = [...english].some((candidate) => candidate.startsWith(`${key}.`));
        if (!english.has(key) && !isPrefix) missing.push(`${key} (${file.replace(SRC, "src")})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every language has exactly the English keys", () => {
    for (const lang of languages.filter((name) => name !== "en")) {
      const other = locale(lang);
      expect([...english].filter((key) => !other.has(key)), `missing in ${lang}`).toEqual([]);
      expect([...other].filter((key) => !english.has(key)), `extra in ${lang}`).toEqual([]);
    }
  });

  it("has no empty texts", () => {
    for (const lang of languages) {
      const dir = join(LOCALES, lang);
      for (const file of readdirSync(dir)) {
        const empty = flatten(JSON.parse(readFileSync(join(dir, file), "utf8"))).filter((key) => {
          const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(join(dir, file), "utf8")));
          return typeof value !== "string" || value.trim() === "";
        });
        expect(empty, `${lang}/${file}`).toEqual([]);
      }
    }
  });
});
