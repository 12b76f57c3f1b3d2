import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signInAs } from "../support/render-app";

const LOAD = { timeout: 30_000 };

/** The screen's width as media queries answer it (jsdom has no `matchMedia`: the shell then renders wide). */
function screenWidth(wide: boolean) {
  vi.stubGlobal("matchMedia", (media: string) => ({
    matches: wide,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the signed-in shell by the screen's width", { timeout: 60_000 }, () => {
  it("on a phone mounts no sidebar, tabs, greeting or preferences; the menu button opens the drawer with all of them", async () => {
    screenWidth(false);
    signInAs("vendor");
    const view = renderApp("/vendor/");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Shop" })).toBeNull();
    expect(screen.queryByText(/^Hello, /)).toBeNull();
    expect(screen.queryByRole("button", { name: "العربية" })).toBeNull();

    await view.user.click(screen.getByRole("button", { name: "Open menu" }));
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Shop" })).toBeInTheDocument();
    const drawer = nav.closest(".MuiDrawer-paper") as HTMLElement;
    expect(within(drawer).getByRole("button", { name: "العربية" })).toBeInTheDocument();
    // Choosing an entry closes the drawer.
    await view.user.click(within(nav).getByRole("link", { name: "Dashboard" }));
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull());
  });

  it("on a wide screen docks the sidebar and puts the Shop tab, the greeting and the preferences in the header, with no menu button", async () => {
    screenWidth(true);
    signInAs("vendor");
    renderApp("/vendor/");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Shop" })).toBeInTheDocument();
    expect(await screen.findByText(/^Hello, /)).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "العربية" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });
});
