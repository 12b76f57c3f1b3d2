import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { formatHijriDate } from "@/domain/dates";
import { intlLocale } from "@/domain/language";
import { preferences } from "@/providers/i18n/preferences";
import { renderInArabic } from "../support/arabic";
import { renderApp, signInAs } from "../support/render-app";

/** Issue 19 item 7: a store in KSA can show the Hijri date beside every Gregorian one. */
const LOAD = { timeout: 30_000 };
const strip = (text: string | null | undefined) => (text ?? "").replace(/[\u200e\u200f\u061c]/g, "");

afterEach(() => preferences.saveHijri(false));

function newestReturn(storeId: number) {
  return db.state.refunds
    .filter((refund) => refund.store_id === storeId)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
}

describe("Hijri dates (issue 19 item 7)", { timeout: 60_000 }, () => {
  it("a KSA store turns them on next to the digits switch; the returns list then shows both dates", async () => {
    const user = signInAs("limited");
    const refund = newestReturn(user.store_id!);
    const view = renderApp("/vendor/returns");
    const grid = await screen.findByRole("grid", { name: "Returns" }, LOAD);
    const row = () => within(grid).getByText(String(refund.id)).closest('[role="row"]') as HTMLElement;
    await within(grid).findByText(String(refund.id), undefined, LOAD);
    const hijri = formatHijriDate(refund.created_at, intlLocale("en"));
    expect(row()).not.toHaveTextContent(hijri);

    const toggle = screen.getAllByRole("button", { name: "Hijri dates" })[0];
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await view.user.click(toggle);
    await waitFor(() => expect(row()).toHaveTextContent(`(${hijri})`));
    expect(hijri).toMatch(/ AH$/);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(preferences.hijri()).toBe(true);

    await view.user.click(toggle);
    await waitFor(() => expect(row()).not.toHaveTextContent(hijri));
  });

  it("in Arabic the Hijri date is written in Arabic", async () => {
    preferences.saveHijri(true);
    const user = signInAs("limited");
    const refund = newestReturn(user.store_id!);
    await renderInArabic(`/vendor/view-return/${refund.id}`);
    await screen.findByRole("heading", { name: "عرض المرتجع", level: 1 }, LOAD);
    const hijri = strip(formatHijriDate(refund.created_at, intlLocale("ar")));
    expect(hijri).toMatch(/ هـ$/);
    await waitFor(() => expect(strip(screen.getByRole("main").textContent)).toContain(`(${hijri})`), LOAD);
    expect(screen.getAllByRole("button", { name: "التاريخ الهجري" })[0]).toHaveAttribute("aria-pressed", "true");
  });

  it("a store outside KSA is not offered the switch and its dates stay Gregorian, whatever was saved", async () => {
    preferences.saveHijri(true);
    const user = signInAs("vendor");
    const refund = newestReturn(user.store_id!);
    renderApp("/vendor/returns");
    const grid = await screen.findByRole("grid", { name: "Returns" }, LOAD);
    const cell = await within(grid).findByText(String(refund.id), undefined, LOAD);
    expect(cell.closest('[role="row"]')).not.toHaveTextContent(/ AH\)/);
    expect(screen.queryByRole("button", { name: "Hijri dates" })).toBeNull();
  });
});
