import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/db";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs } from "../support/render-app";

const html = document.documentElement;
/** The machine is loaded: screens and the Arabic chunk may take longer than the 5 s default. */
const LOAD = { timeout: 20_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the language switch and right to left", { timeout: 60_000 }, () => {
  it("switches the login page to Arabic: <html dir=rtl lang=ar>, the RTL style cache, a saved preference", async () => {
    const view = renderApp("/");
    await screen.findByRole("heading", { level: 1 }, LOAD);
    expect(html).toHaveAttribute("dir", "ltr");
    expect(html).toHaveAttribute("lang", "en");

    await view.user.click(screen.getByRole("button", { name: "العربية" }));
    await waitFor(() => expect(html).toHaveAttribute("dir", "rtl"), LOAD);
    expect(html).toHaveAttribute("lang", "ar");
    // The mirrored styles come from the cache with the RTL stylis plugin.
    await waitFor(() => expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull());
    expect(localStorage.getItem("sbo.pref.lang")).toBe("ar");
    // The way back is named in English.
    await view.user.click(await screen.findByRole("button", { name: "English" }));
    await waitFor(() => expect(html).toHaveAttribute("dir", "ltr"));
    expect(localStorage.getItem("sbo.pref.lang")).toBe("en");
  });

  it("keeps the choice across sign-out: the login page comes back in Arabic", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor");
    await screen.findByRole("heading", { name: "Dashboard" }, LOAD);
    await view.user.click(screen.getByRole("button", { name: "العربية" }));
    await waitFor(() => expect(html).toHaveAttribute("dir", "rtl"), LOAD);

    await view.user.click(await screen.findByRole("button", { name: /sign out|تسجيل الخروج/i }, LOAD));
    await waitFor(() => expect(session.credentials()).toBeNull(), LOAD);
    expect(localStorage.getItem("sbo.pref.lang")).toBe("ar");
    view.unmount();

    renderApp("/");
    await screen.findByRole("button", { name: "English" }, LOAD);
    expect(html).toHaveAttribute("dir", "rtl");
  });

  it("follows the browser's language on a first visit, without saving it as a choice", async () => {
    vi.spyOn(window.navigator, "languages", "get").mockReturnValue(["ar-AE", "en-US"]);
    renderApp("/");
    await screen.findByRole("button", { name: "English" }, LOAD);
    await waitFor(() => expect(html).toHaveAttribute("dir", "rtl"), LOAD);
    expect(localStorage.getItem("sbo.pref.lang")).toBeNull();
  });

  it("shows Arabic-Indic digits when asked, and keeps that preference", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor");
    const revenue = await screen.findByRole("region", { name: "Total Revenue" }, LOAD);
    const amount = db.state.dashboards[1].total_revenue.amount;
    await waitFor(() => expect(revenue).toHaveTextContent(`AED ${amount.toLocaleString("en", { minimumFractionDigits: 2 })}`));

    await view.user.click(screen.getByRole("button", { name: /Arabic-Indic digits/ }));
    const arabicIndic = amount.toLocaleString("ar-u-nu-arab", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await waitFor(() => expect(revenue).toHaveTextContent(arabicIndic));
    expect(localStorage.getItem("sbo.pref.digits")).toBe("arab");
    await view.user.click(screen.getByRole("button", { name: /Latin digits/ }));
    await waitFor(() => expect(revenue).toHaveTextContent(`AED ${amount.toLocaleString("en", { minimumFractionDigits: 2 })}`));
  });
});
