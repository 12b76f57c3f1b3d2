import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * The product or service form's heading, once the whole form is on screen: its sections after the
 * names and texts mount a commit later, and the form says it is busy until they have
 * (src/components/catalogue/catalogue-form-shell.tsx). A test that looks for what is not there
 * waits for this first, or it would look before the form is complete.
 */
export async function findCatalogueForm(heading: string | RegExp, timeout = 30_000): Promise<HTMLElement> {
  // Found again each time: the form may be replaced meanwhile (a save that opens the view).
  return waitFor(
    () => {
      const found = screen.getByRole("heading", { name: heading, level: 1 });
      expect(found.closest("form")).toHaveAttribute("aria-busy", "false");
      return found;
    },
    { timeout },
  );
}
