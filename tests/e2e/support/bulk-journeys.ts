import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Lang } from "./locale-text";

/**
 * One journey as two tests: in English (an en-US browser) and in Arabic (an ar-AE browser, the
 * title marked "right to left"), each with the time a whole journey on a loaded machine takes.
 */
export function journeyInBothLanguages(title: string, journey: (page: Page, lang: Lang) => Promise<void>) {
  test.describe("English", () => {
    test.use({ locale: "en-US" });
    test(title, async ({ page }) => {
      test.setTimeout(180_000);
      await journey(page, "en");
    });
  });
  test.describe("العربية", () => {
    test.use({ locale: "ar-AE" });
    test(`${title} (right to left)`, async ({ page }) => {
      test.setTimeout(180_000);
      await journey(page, "ar");
    });
  });
}

/**
 * Clicks an export button and reads the CSV it downloads: the file is named as `filename` says and
 * starts with a UTF-8 byte-order mark (so a spreadsheet reads the Arabic right); its lines, without
 * the mark, are returned.
 */
export async function downloadedCsv(page: Page, button: Locator, filename: RegExp): Promise<string[]> {
  const download = page.waitForEvent("download");
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(filename);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
}
