import { readFileSync } from "node:fs";
import { expect as baseExpect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../src/mocks/seed/shell-seed";
import { escapeRegExp } from "../../support/patterns";
import type { DemoAccount } from "./sign-in";

export type Lang = "en" | "ar";

/** The first screens of a fresh browser load the app and start the mock: slow on a loaded machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

const files = new Map<string, unknown>();

/**
 * A text of the app in a language, read from its locale files (`orders:bulk.selected`), its
 * `{{name}}` placeholders filled: the journeys read what the seller reads, in both languages.
 */
export function localeText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(":");
  const file = `${lang}/${namespace}`;
  if (!files.has(file)) {
    files.set(file, JSON.parse(readFileSync(new URL(`../../../src/providers/i18n/locales/${file}.json`, import.meta.url), "utf8")));
  }
  const found = path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], files.get(file));
  if (typeof found !== "string") throw new Error(`No text ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A text as the start of a pattern (a label may end with a required mark, a tab with its count). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Signs in through the login form at `/` in the language of the browser, and waits for the dashboard. */
export async function signInIn(page: Page, lang: Lang, account: DemoAccount = "vendor") {
  const t = (key: string) => localeText(lang, key);
  const { email, password } = DEMO_ACCOUNTS[account];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: t("auth:titles.login"), level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await page.getByLabel(startingWith(t("auth:fields.email"))).fill(email);
  await page.getByLabel(startingWith(t("auth:fields.password"))).fill(password);
  await page.getByRole("button", { name: t("auth:actions.login"), exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole("heading", { name: t("dashboard:titles.page"), level: 1 })).toBeVisible();
}
