import { screen, within } from "@testing-library/react";
import { renderApp, signInAs } from "./render-app";

const CATALOGUES = { Products: "/vendor/product-catalog", Services: "/vendor/service-catalog" } as const;

/** Signs in as the vendor, opens the catalogue and its "Bulk import …" dialog. */
export async function openBulkImport(catalogue: keyof typeof CATALOGUES) {
  signInAs("vendor");
  const view = renderApp(CATALOGUES[catalogue]);
  await view.user.click(await screen.findByRole("button", { name: `Bulk import ${catalogue}` }, { timeout: 30_000 }));
  const dialog = await screen.findByRole("dialog", { name: `Bulk import ${catalogue}` });
  return { view, dialog };
}

/** A CSV file as a file input receives it. */
export const csvFile = (text: string, name: string) => new File([text], name, { type: "text/csv" });

/** The text of each cell of a table's body rows (its header row left out), row by row. */
export function bodyCells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}
