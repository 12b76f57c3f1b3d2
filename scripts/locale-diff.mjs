#!/usr/bin/env node
// Prints, per area, the keys missing from or extra in a language compared with English, and its
// texts still identical to English: `node scripts/locale-diff.mjs [lang]` (default ar). Exits 1
// when a key is missing or extra.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const LOCALES = new URL("../src/providers/i18n/locales/", import.meta.url).pathname;
const lang = process.argv[2] ?? "ar";

function flatten(value, prefix = "") {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

let problems = 0;
for (const file of readdirSync(join(LOCALES, "en"))
  .filter((name) => name.endsWith(".json"))
  .sort()) {
  const en = new Map(flatten(JSON.parse(readFileSync(join(LOCALES, "en", file), "utf8"))));
  const path = join(LOCALES, lang, file);
  const other = existsSync(path) ? new Map(flatten(JSON.parse(readFileSync(path, "utf8")))) : new Map();
  const missing = [...en.keys()].filter((key) => !other.has(key));
  const extra = [...other.keys()].filter((key) => !en.has(key));
  const same = [...en.keys()].filter((key) => other.get(key) === en.get(key));
  if (!existsSync(path)) console.log(`${file}: no ${lang} file (${en.size} keys)`);
  for (const key of missing) console.log(`${file}: missing ${key} = ${JSON.stringify(en.get(key))}`);
  for (const key of extra) console.log(`${file}: extra ${key}`);
  for (const key of same) console.log(`${file}: same as English ${key} = ${JSON.stringify(en.get(key))}`);
  problems += missing.length + extra.length;
}
for (const file of existsSync(join(LOCALES, lang)) ? readdirSync(join(LOCALES, lang)) : []) {
  if (!existsSync(join(LOCALES, "en", file))) {
    console.log(`${file}: no English twin`);
    problems += 1;
  }
}
process.exit(problems ? 1 : 0);
