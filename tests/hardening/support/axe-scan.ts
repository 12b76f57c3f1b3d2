import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { navigateInApp, newWatchedPage, recordFigures, settle, signIn, type DemoAccount } from "./app";

/**
 * The accessibility spec's scanning: axe's rule set and verdict, and the set-up its dialog and menu
 * tests share (a fresh page in a language and scheme, signed in, on a screen).
 *
 * Rule set: WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. A serious or critical
 * violation fails; moderate and minor ones are counted and printed, not failed.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const IMPACTS = ["critical", "serious", "moderate", "minor"] as const;
const FAILING = new Set<string>(["critical", "serious"]);
export const SECTION = "accessibility";

export type Lang = { code: "en" | "ar"; locale: string; scheme: "light" | "dark" };
/** How a language and scheme is named in titles and findings: `en`, `ar`, `en dark`. */
export const tag = (lang: Lang) => (lang.scheme === "dark" ? `${lang.code} dark` : lang.code);

export type Finding = { where: string; rule: string; impact: string; help: string; nodes: string[] };

export async function analyse(page: Page, where: string): Promise<Finding[]> {
  // Legacy mode: axe runs in the page itself rather than finishing in a new blank page per call
  // (half the time); the app has no cross-origin frames for that blank page to gather results from.
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? "minor",
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")} ${node.html.slice(0, 160)}`),
  }));
}

/** Figures (violations by impact: one per rule and page) and the verdict: no serious or critical. */
export async function report(testInfo: TestInfo, found: Finding[], figures: Record<string, number>) {
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, found.filter((finding) => finding.impact === impact).length]));
  await recordFigures(testInfo, SECTION, { ...figures, ...counts });
  if (found.length) await testInfo.attach("axe-violations.json", { body: JSON.stringify(found, null, 2), contentType: "application/json" });
  // Moderate and minor findings are printed (one line each), not failed.
  for (const finding of found.filter((candidate) => !FAILING.has(candidate.impact)))
    console.log(`axe ${finding.impact}: ${finding.where} ${finding.rule} ${finding.nodes[0] ?? ""}`.slice(0, 240));
  const failing = found.filter((finding) => FAILING.has(finding.impact));
  expect(
    failing.map(
      (finding) => `${finding.where}: [${finding.impact}] ${finding.rule} (${finding.help})\n    ${finding.nodes.join("\n    ")}`,
    ),
  ).toEqual([]);
}

/**
 * A fresh page in `lang` (its locale and colour scheme) on the login, signed in as `account` unless
 * it is `null`, then on `url` if given, settled. `scan(where)` runs axe on the page as it stands, named
 * `<lang> <where>`; `finish(figures, problems)` closes the context, requires no focus-indicator
 * problems (when the test gathered any) and gives the verdict on every scan.
 */
export async function openForScans(
  browser: Browser,
  testInfo: TestInfo,
  lang: Lang,
  options: { account?: DemoAccount | null; url?: string } = {},
) {
  testInfo.setTimeout(180_000);
  const { page, context } = await newWatchedPage(browser, { locale: lang.locale, colorScheme: lang.scheme });
  const found: Finding[] = [];
  await page.goto("/");
  if (options.account !== null) await signIn(page, options.account ?? "vendor");
  if (options.url) await navigateInApp(page, options.url);
  await settle(page);
  return {
    page,
    context,
    scan: async (where: string) => {
      found.push(...(await analyse(page, `${tag(lang)} ${where}`)));
    },
    finish: async (figures: Record<string, number>, problems?: string[]) => {
      await context.close();
      if (problems) expect(problems, "focus indicators").toEqual([]);
      await report(testInfo, found, figures);
    },
  };
}

/**
 * Tab and Shift+Tab stay inside `container` (a dialog, a menu, a drawer), once round and past the
 * ends: every element that takes focus meanwhile is inside (MUI's trap sentinels only hand it back).
 */
export async function expectFocusTrapped(page: Page, container: Locator) {
  const stops = await container.evaluate((element) => {
    const record = window as unknown as { __escapes: string[]; __trap: (event: FocusEvent) => void };
    record.__escapes = [];
    record.__trap = (event) => {
      const target = event.target as HTMLElement;
      if (!element.contains(target) && !target.dataset?.testid?.startsWith("sentinel"))
        record.__escapes.push(`${target.tagName} ${target.className} ${target.textContent?.slice(0, 30)}`);
    };
    document.addEventListener("focusin", record.__trap);
    return element.querySelectorAll(
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), textarea, select, [tabindex="0"]',
    ).length;
  });
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let presses = 0; presses < stops + 1; presses += 1) await page.keyboard.press(key);
    expect(await container.evaluate((element) => element.contains(document.activeElement)), `${key} ×${stops + 1}: focus inside`).toBe(
      true,
    );
  }
  const escapes = await page.evaluate(() => {
    const record = window as unknown as { __escapes: string[]; __trap: (event: FocusEvent) => void };
    document.removeEventListener("focusin", record.__trap);
    return record.__escapes;
  });
  expect(escapes, "focus left the dialog").toEqual([]);
}

/** Focus stays inside `container`; Escape closes it and gives focus back to `opener`. */
export async function expectTrappedThenReturned(page: Page, container: Locator, opener: Locator) {
  await expectFocusTrapped(page, container);
  await page.keyboard.press("Escape");
  await expect(container).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Focuses `opener` and presses Enter, as a keyboard user opens a dialog or menu. */
export async function pressEnterOn(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press("Enter");
}
