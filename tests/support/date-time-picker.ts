import { expect } from "vitest";
import { waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import dayjs from "dayjs";

/**
 * Types a date and time into an MUI X date-time picker field (format DD/MM/YYYY HH:mm) the way a
 * keyboard user does: focus the Day section, then the digits of each section, which advances by
 * itself. Sections are typed one at a time and allowed to settle: a form that re-validates on
 * change re-renders the field between keystrokes.
 */
export async function typeDateTime(user: UserEvent, field: HTMLElement, value: Date | number) {
  const date = dayjs(value);
  await user.click(within(field).getByRole("spinbutton", { name: "Day" }));
  const sections: [string, string][] = [
    ["Day", date.format("DD")],
    ["Month", date.format("MM")],
    ["Year", date.format("YYYY")],
    ["Hours", date.format("HH")],
    ["Minutes", date.format("mm")],
  ];
  for (const [name, digits] of sections) {
    const section = within(field).getByRole("spinbutton", { name });
    await user.keyboard(digits);
    await waitFor(() => expect(section).toHaveTextContent(digits));
  }
  await waitFor(() => expect(field).toHaveTextContent(date.format("DD/MM/YYYY HH:mm")));
}

/** The picker field (a labelled group of sections) by its label. */
export function dateTimeField(container: HTMLElement, label: string | RegExp): HTMLElement {
  return within(container).getByRole("group", { name: label });
}
