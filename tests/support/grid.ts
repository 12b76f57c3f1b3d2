import { within } from "@testing-library/react";

/** A grid's or table's column headers as the seller reads them, in order. */
export function columnHeaders(grid: HTMLElement): (string | undefined)[] {
  return within(grid)
    .getAllByRole("columnheader")
    .map((header) => header.textContent?.trim());
}
