import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { sampleCsv } from "@/domain/bulk-import-csv";
import { PRODUCT_IMPORT_SPEC } from "@/domain/products-import";

import { bodyCells, openBulkImport } from "../support/bulk-import";
import { captureDownloads, csvText } from "../support/downloads";
import { buildCatalogue } from "../../scripts/import-catalogue.mjs";

/**
 * Issue 21: a large catalogue. jsdom has no Worker, so the check runs on the main thread in short
 * pieces (the fallback): a click must still be handled between them.
 */
const ROWS = 20_000;

/** ROWS rows from the sample's rows with known problems planted (the bench's and the e2e journey's file), as Excel saves it. */
function catalogue(separator: "," | ";" = ",") {
  const { csv, expected } = buildCatalogue(sampleCsv(PRODUCT_IMPORT_SPEC), ROWS, separator);
  const file = new File([`\ufeff${csv}`], "catalogue.csv", { type: "text/csv" });
  return { file, expected };
}

const count = (value: number) => value.toLocaleString("en");

afterEach(() => vi.restoreAllMocks());

describe(`bulk import of a ${count(ROWS)}-row catalogue`, () => {
  it("shows the progress with the row count, and Cancel check is handled while checking", async () => {
    const { view, dialog } = await openBulkImport("Products");
    const { file } = catalogue();
    await view.user.upload(within(dialog).getByLabelText("CSV file"), file);

    const progress = await within(dialog).findByText(new RegExp(`^Checking rows… [\\d,]+ of ${count(ROWS)}$`), {}, { timeout: 30_000 });
    const done = Number(progress.textContent!.match(/… ([\d,]+) of/)![1].replace(/,/g, ""));
    expect(done).toBeLessThan(ROWS);
    expect(within(dialog).getByRole("progressbar", { name: "File check progress" })).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole("button", { name: "Cancel check" }));
    await waitFor(() => expect(within(dialog).queryByText(/^Checking rows…/)).not.toBeInTheDocument());
    expect(within(dialog).getByText("No file chosen")).toBeInTheDocument();
    // The check stopped: no summary comes later, and the dialog stays open for another file.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(dialog).queryByText(/rows checked/)).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Bulk import Products" })).toBeInTheDocument();
  }, 120_000);

  it("reads an Excel export (BOM, `;`, CRLF) once and shows the summary first, the problems by kind, a paged table and a full report", async () => {
    const { view, dialog } = await openBulkImport("Products");
    const { file, expected } = catalogue(";");
    await view.user.upload(within(dialog).getByLabelText("CSV file"), file);

    const problems = expected.negative + expected.required + expected.notChoice;
    const summary = `${count(ROWS)} rows checked: ${count(ROWS - expected.rowsWithErrors)} to create, ${count(expected.rowsWithErrors)} with errors, ${count(problems)} problems in all.`;
    expect(await within(dialog).findByText(summary, { exact: false }, { timeout: 90_000 })).toBeInTheDocument();
    expect(within(dialog).getByText("Fields separated by semicolons.", { exact: false })).toBeInTheDocument();

    const byKind = bodyCells(within(dialog).getByRole("table", { name: "Rows with problems, by kind" }));
    expect(byKind).toEqual([
      ["Required", count(expected.required)],
      ["Negative not allowed", count(expected.negative)],
      ["Not one of the allowed values", count(expected.notChoice)],
    ]);

    // One page of the problems at a time.
    const table = within(dialog).getByRole("table", { name: "Problems found in the file" });
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(within(dialog).getByText(`1–50 of ${count(problems)}`)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole("button", { name: "Next page" }));
    expect(within(dialog).getByText(`51–100 of ${count(problems)}`)).toBeInTheDocument();

    // The report holds every problem, in Excel's form: BOM, the file's separator, CRLF.
    const files = captureDownloads();
    await view.user.click(within(dialog).getByRole("button", { name: "Download error report" }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await csvText(files[0]);
    expect(text.startsWith("Row;Column;Severity;Problem\r\n")).toBe(true);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(problems + 1);
    expect(text).toContain("\r\n51;price;error;Negative not allowed\r\n");
  }, 120_000);
});
