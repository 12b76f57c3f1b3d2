import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** A grid's or table's column headers as the seller reads them, in order. */
export function columnHeaders(grid: HTMLElement): (string | undefined)[] {
  return within(grid)
    .getAllByRole("columnheader")
    .map((header) => header.textContent?.trim());
}

/** Opens the row menu labelled "Actions for <row>" and picks `action` from it. */
export async function chooseRowAction(user: UserEvent, row: string, action: string) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${row}` }, { timeout: 30_000 }));
  await user.click(await screen.findByRole("menuitem", { name: action }));
}
