import { readFileSync, writeFileSync } from "node:fs";
import { expect as baseExpect, test, type Page, type Worker } from "@playwright/test";
import { intlLocale } from "../../src/domain/language";
import { formatNumber } from "../../src/domain/money";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { buildCatalogue, expectedSummary } from "../../scripts/import-catalogue.mjs";
import { localeText } from "./support/locale-text";
import { escapeRegExp } from "../support/patterns";

/**
 * Issue 21 in a real browser, in English and in Arabic: a seller picks a large products CSV (built
 * here from the dialog's own sample, with known problems planted: scripts/import-catalogue.mjs, the
 * bench's generator) in Bulk import Products. The check runs in a Web Worker and says "Checking
 * rows… N of M"; Cancel check stops it (the worker is terminated, no summary comes); the same file
 * picked again gives the summary with exactly the planted counts.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Large enough that the check reports its progress (6.7 MB, 7 pieces of 1 MB), small enough for a busy 2-core machine. */
const ROWS = 20_000;
/**
 * The first check's worker is held this long in its first report of rows checked (a busy loop in
 * the worker's thread, not the page's), so Cancel check finds it running however fast the machine:
 * a check of this file takes under a second on an idle one. Cancel check must end the worker long
 * before the hold would.
 */
const HOLD_MS = 30_000;

/** Runs in the worker: its first progress report with rows checked is posted, then the thread is kept busy. */
function holdAfterFirstProgress(holdMs: number) {
  const scope = globalThis as unknown as { postMessage: (message: unknown) => void };
  const post = scope.postMessage.bind(scope);
  let held = false;
  scope.postMessage = (message) => {
    post(message);
    const { type, progress } = message as { type: string; progress?: { done: number } };
    if (held || type !== "progress" || !progress?.done) return;
    held = true;
    const until = Date.now() + holdMs;
    while (Date.now() < until);
  };
}

async function signIn(page: Page, t: (key: string) => string) {
  const { email, password } = DEMO_ACCOUNTS.vendor;
  await page.goto("/");
  await page.getByLabel(new RegExp(`^${escapeRegExp(t("auth:fields.email"))}`)).fill(email);
  await page.getByLabel(new RegExp(`^${escapeRegExp(t("auth:fields.password"))}`)).fill(password);
  await page.getByRole("button", { name: t("auth:actions.login"), exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/?$/);
  // The dashboard's first requests answered before going on: on a loaded machine the mock answers
  // them seconds apart, each may rotate the session's token, and a request sent meanwhile with a
  // token two rotations old is refused (the seller is signed out).
  await page.waitForLoadState("networkidle");
}

for (const lang of ["en", "ar"] as const) {
  test.describe(lang === "en" ? "English" : "Arabic", () => {
    test.use({ locale: lang === "en" ? "en-US" : "ar-AE" });

    test(`a ${ROWS.toLocaleString("en")}-row catalogue is checked in a worker: progress, Cancel check, then the summary's planted counts`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const t = (key: string, values?: Record<string, string>) => localeText(lang, key, values);
      const number = (value: number) => formatNumber(value, intlLocale(lang));
      // Every check's worker (a module worker from the app's origin, src/lib/import-check/). The
      // first one is held in its first progress report (it starts by fetching its script and
      // counting the file's records: the hold is in place long before that report).
      const workers: { worker: Worker; closed: boolean }[] = [];
      page.on("worker", (worker) => {
        if (!/import-check/.test(worker.url())) return;
        const entry = { worker, closed: false };
        workers.push(entry);
        worker.on("close", () => (entry.closed = true));
        if (workers.length === 1) worker.evaluate(holdAfterFirstProgress, HOLD_MS).catch(() => undefined);
      });

      await signIn(page, t);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await page
        .getByRole("navigation", { name: t("shell:navigation") })
        .getByRole("link", { name: t("shell:menu.products") })
        .click();
      await page.getByRole("button", { name: t("products:actions.bulkImport") }).click();
      const dialog = page.getByRole("dialog", { name: t("products:titles.bulkImport") });

      // The catalogue, from the sample the dialog offers.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: t("bulkImport:downloadSample") }).click(),
      ]);
      const { csv, expected } = buildCatalogue(readFileSync((await download.path())!, "utf8"), ROWS);
      const file = testInfo.outputPath(`catalogue-${ROWS}.csv`);
      writeFileSync(file, csv);
      const input = dialog.getByLabel(t("bulkImport:file"), { exact: true });

      // 1. The check reports its progress, in a worker; Cancel check is handled while it runs.
      await input.setInputFiles(file);
      const [before, after] = t("bulkImport:progress.checking", { done: "\u0000", total: number(ROWS) }).split("\u0000");
      const progress = dialog.getByText(new RegExp(`^${escapeRegExp(before)}[\\d,]+${escapeRegExp(after)}$`));
      // Rows checked so far, not 0 (the report before the first piece), not all of them.
      await expect(progress).toHaveText(new RegExp(`^${escapeRegExp(before)}[1-9][\\d,]*${escapeRegExp(after)}$`));
      const done = Number((await progress.textContent())!.slice(before.length, -after.length || undefined).replace(/,/g, ""));
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThan(ROWS);
      // The check runs in the worker, which is busy now: the page's own thread handles the click.
      expect(workers).toHaveLength(1);
      expect(workers[0].closed).toBe(false);
      const clicked = Date.now();
      await dialog.getByRole("button", { name: t("bulkImport:progress.cancel") }).click();
      await expect(progress).toBeHidden();
      await expect.poll(() => workers[0].closed, { message: "Cancel check ends the worker", timeout: 10_000 }).toBe(true);
      expect(Date.now() - clicked).toBeLessThan(HOLD_MS / 2);
      await expect(dialog.getByText(t("bulkImport:noFile"))).toBeVisible();
      const summary = dialog.getByRole("region", { name: t("bulkImport:preview.title") });
      // Nothing follows: no late answer of the ended check shows a summary.
      await page.waitForTimeout(1000);
      await expect(summary).toHaveCount(0);
      await expect(dialog.getByRole("button", { name: t("bulkImport:chooseFile") })).toBeEnabled();

      // 2. The same file again: checked to the end, the summary holds exactly the planted counts.
      await input.setInputFiles(file);
      const counts = expectedSummary(expected);
      await expect(summary.getByRole("alert")).toContainText(
        t("bulkImport:preview.summary.create", {
          rows: number(counts.rows),
          ready: number(counts.ready),
          withErrors: number(counts.withErrors),
          problems: number(counts.problems),
        }),
      );
      const kinds = summary.getByRole("table", { name: t("bulkImport:preview.byKind") }).getByRole("row");
      await expect(kinds).toHaveCount(4);
      const labels = [t("bulkImport:problems.required"), t("bulkImport:problems.negative"), t("bulkImport:kinds.notChoice")];
      const planted = [counts.byKind.required, counts.byKind.negative, counts.byKind.notChoice];
      for (const [index, label] of labels.entries()) {
        await expect(kinds.nth(index + 1).getByRole("cell")).toHaveText([label, number(planted[index])]);
      }
      // One worker per pick; each ended once its check did.
      expect(workers).toHaveLength(2);
      await expect.poll(() => workers[1].closed).toBe(true);
      await page.screenshot({ path: `test-results/screenshots/${lang}-products-import-summary.png` });
    });
  });
}
