import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { makeBanner } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";
import { columnHeaders } from "../support/grid";

const LOAD = { timeout: 30_000 };

afterEach(() => server.events.removeAllListeners());

function newestFirst(storeId: number) {
  return db.state.banners.filter((banner) => banner.store_id === storeId).sort((a, b) => b.id - a.id);
}

describe("banners list (/vendor/banners)", { timeout: 60_000 }, () => {
  it("shows the spec's columns, 10 banners a page and the pager when there are more than 10", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/banners");
    expect(await screen.findByRole("heading", { name: "Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Create New Banner" })).toHaveAttribute("href", "/vendor/create-banner");
    const grid = await screen.findByRole("grid", { name: "Banners" }, LOAD);
    const banners = newestFirst(1);
    expect(banners.length).toBeGreaterThan(10);
    await within(grid).findByRole("img", { name: `Banner ${banners[0].id}` });
    expect(columnHeaders(grid)).toEqual(["Banner Id", "Country", "Type", "Redirect To", "Image"]);
    expect(within(grid).getAllByRole("row")).toHaveLength(11);
    const first = within(grid)
      .getByRole("img", { name: `Banner ${banners[0].id}` })
      .closest('[role="row"]') as HTMLElement;
    expect(first).toHaveTextContent(String(banners[0].id));
    expect(first).toHaveTextContent("United Arab Emirates");
    expect(first).toHaveTextContent(banners[0].banner_type === "store_primary" ? "Store Primary" : "Store Secondary");
    expect(within(first).getByRole("link", { name: banners[0].redirect_to })).toHaveAttribute("href", banners[0].redirect_to);

    await view.user.click(screen.getByRole("button", { name: "Go to page 2" }));
    // Asked of the page as it is now, not of the elements found before the click: a list that
    // renders its table anew must still show page 2.
    expect(await screen.findByText("Page 2 of 2", {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: `Banner ${banners[10].id}` }, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole("grid", { name: "Banners" })).getAllByRole("row")).toHaveLength(1 + banners.length - 10),
    );
    expect(document.title).toBe("Banners");
  });

  it("has no pager with 10 banners or fewer", async () => {
    signInAs("limited");
    renderApp("/vendor/banners");
    const grid = await screen.findByRole("grid", { name: "Banners" }, LOAD);
    const banners = newestFirst(2);
    await within(grid).findByRole("img", { name: `Banner ${banners[0].id}` });
    expect(within(grid).getAllByRole("row")).toHaveLength(1 + banners.length);
    expect(screen.queryByRole("navigation", { name: /pagination/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Go to page 2" })).not.toBeInTheDocument();
  });

  it("shows the pager as soon as there are 11 banners, and never makes an unsafe link clickable", async () => {
    let newest = newestFirst(2)[0];
    for (let count = newestFirst(2).length; count < 11; count += 1) {
      newest = makeBanner({ store_id: 2, redirects_to_link: "javascript:alert(1)", redirect_to: "javascript:alert(1)" });
    }
    signInAs("limited");
    renderApp("/vendor/banners");
    const grid = await screen.findByRole("grid", { name: "Banners" }, LOAD);
    await within(grid).findByRole("img", { name: `Banner ${newest.id}` });
    expect(screen.getByRole("button", { name: "Go to page 2" })).toBeInTheDocument();
    const unsafe = within(grid)
      .getByRole("img", { name: `Banner ${newest.id}` })
      .closest('[role="row"]') as HTMLElement;
    expect(unsafe).toHaveTextContent("javascript:alert(1)");
    expect(within(unsafe).queryByRole("link")).not.toBeInTheDocument();
  });

  it("reads a list answered without data.pagination as one page: all its rows, no pager", async () => {
    const banners = newestFirst(1);
    expect(banners.length).toBeGreaterThan(10);
    const rows = banners.map(({ store_id: _store, ...banner }) => banner);
    server.use(
      http.get("*/api/v1/vendor/banners", () =>
        HttpResponse.json({ success: true, data: { banners: rows }, message: "", errors: null, status: 200 }),
      ),
    );
    signInAs("vendor");
    renderApp("/vendor/banners");
    const grid = await screen.findByRole("grid", { name: "Banners" }, LOAD);
    await within(grid).findByRole("img", { name: `Banner ${banners.at(-1)!.id}` });
    expect(within(grid).getAllByRole("row")).toHaveLength(1 + banners.length);
    expect(screen.queryByRole("button", { name: "Go to page 2" })).not.toBeInTheDocument();
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
  });

  it("opens a banner's view on a row click", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/banners");
    const grid = await screen.findByRole("grid", { name: "Banners" }, LOAD);
    const [banner] = newestFirst(1);
    await view.user.click(await within(grid).findByRole("img", { name: `Banner ${banner.id}` }));
    expect(await screen.findByRole("heading", { name: "Banner", level: 1 }, LOAD)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Redirects to link/)).toHaveValue(banner.redirects_to_link);
  });
});
