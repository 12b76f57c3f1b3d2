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

  it("has the texts of every generic list page (RecordListPage) in English", () => {
    // `<RecordListPage resource="x" texts="y" tabs={...}>` reads `<texts or resource>.titles.list`, `.list.label`, `.list.empty` (and the tab labels).
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const [tag] of readFileSync(file, "utf8").matchAll(/<RecordListPage\b[\s\S]*?\/>/g)) {
        const ns = /\btexts="([\w-]+)"/.exec(tag)?.[1] ?? /\bresource="([\w-]+)"/.exec(tag)?.[1];
        const keys = ["titles.list", "list.label", "list.empty", ...(/\btabs=/.test(tag) ? ["tabs.label", "tabs.all"] : [])];
        for (const key of keys) if (!english.has(`${ns}.${key}`)) missing.push(`${ns}.${key} (${file.replace(SRC, "src")})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every language has exactly the English keys", () => {
    for (const lang of languages.filter((name) => name !== "en")) {
      const other = locale(lang);
      expect(
        [...english].filter((key) => !other.has(key)),
        `missing in ${lang}`,
      ).toEqual([]);
      expect(
        [...other].filter((key) => !english.has(key)),
        `extra in ${lang}`,
      ).toEqual([]);
    }
  });

  it("has no empty texts", () => {
    for (const lang of languages) {
      const dir = join(LOCALES, lang);
      for (const file of readdirSync(dir)) {
        const empty = flatten(JSON.parse(readFileSync(join(dir, file), "utf8"))).filter((key) => {
          const value = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(join(dir, file), "utf8")));
          return typeof value !== "string" || value.trim() === "";
        });
        expect(empty, `${lang}/${file}`).toEqual([]);
      }
    }
  });

  describe("Arabic (ar)", () => {
    const texts = (lang: string) =>
      new Map(
        readdirSync(join(LOCALES, lang))
          .filter((file) => file.endsWith(".json"))
          .flatMap((file) => entries(JSON.parse(readFileSync(join(LOCALES, lang, file), "utf8")), file.replace(/\.json$/, ""))),
      );
    const en = texts("en");
    const ar = texts("ar");

    it("has a file for every English area and exactly its keys", () => {
      const areas = (lang: string) =>
        readdirSync(join(LOCALES, lang))
          .filter((file) => file.endsWith(".json"))
          .sort();
      expect(areas("ar")).toEqual(areas("en"));
      expect(
        [...en.keys()].filter((key) => !ar.has(key)),
        "missing in ar",
      ).toEqual([]);
      expect(
        [...ar.keys()].filter((key) => !en.has(key)),
        "extra in ar",
      ).toEqual([]);
    });

    it("translates every text: none identical to English apart from the allow-list", () => {
      const same = [...en]
        .filter(([key, text]) => ar.get(key) === text && !SAME_IN_ARABIC.has(key) && !withoutLetters(text))
        .map(([key]) => key);
      expect(same).toEqual([]);
    });

    it("writes every translated text in Arabic script", () => {
      const latinOnly = [...ar]
        .filter(([key, text]) => !SAME_IN_ARABIC.has(key) && !withoutLetters(text) && !/[\u0600-\u06FF]/.test(text))
        .map(([key]) => key);
      expect(latinOnly).toEqual([]);
    });

    it("keeps every interpolation placeholder", () => {
      const placeholders = (text: string | undefined) => [...(text ?? "").matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]).sort();
      const broken = [...en]
        .filter(([key, text]) => JSON.stringify(placeholders(ar.get(key))) !== JSON.stringify(placeholders(text)))
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });

    it("the allow-list only names keys that exist", () => {
      for (const key of SAME_IN_ARABIC) {
        expect(en.has(key), key).toBe(true);
      }
    });
  });
});

/**
 * Texts Arabic keeps as in English: the brand name, file names the back-office downloads. Texts
 * without letters (placeholders, numbers and punctuation only: "404", "({{count}})") need no entry.
 */
const SAME_IN_ARABIC = new Set([
  "common.appName",
  "products.messages.exportName",
  "bulkImport.sampleName",
  "bulkImport.preview.reportName",
]);

function withoutLetters(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/{{[^}]*}}/g, ""));
}

function entries(value: unknown, prefix: string): Array<[string, string]> {
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => entries(child, `${prefix}.${key}`));
  }
  return [[prefix, String(value)]];
}
