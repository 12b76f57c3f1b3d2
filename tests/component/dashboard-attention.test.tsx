import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { fail } from "@/mocks/http-kit";
import { ORDER_TABS } from "@/domain/orders";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests } from "../support/sent-requests";
import { installFakeIntersectionObserver } from "../support/wizard-fixtures";

/** Issue 19 item 6: the dashboard's attention panel and orders by status, from the mock's data. */
const SLOW = { timeout: 15_000 };

afterEach(() => server.events.removeAllListeners());

function storeCounts(storeId: number) {
  return {
    requested: db.state.refunds.filter((refund) => refund.store_id === storeId && refund.status === "requested").length,
    open: db.state.disputes.filter((dispute) => dispute.store_id === storeId && dispute.status === "open").length,
  };
}

async function attentionPanel() {
  return within(await screen.findByRole("region", { name: "Needs attention" }, SLOW));
}

describe("dashboard: what needs attention (issue 19 item 6)", { timeout: 40_000 }, () => {
  it("shows the five counts as links to the filtered lists", async () => {
    const user = signInAs("vendor");
    const { requested, open } = storeCounts(user.store_id!);
    renderApp("/vendor/");
    const panel = await attentionPanel();
    const link = (name: string) => panel.getByRole("link", { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(link("Returns requested")).toHaveTextContent(new RegExp(`${requested}$`)), SLOW);
    expect(link("Open disputes")).toHaveTextContent(new RegExp(`${open}$`));
    await waitFor(() => expect(link("Orders pending")).toHaveTextContent(/\d+$/));
    expect(link("Orders pending")).toHaveAttribute("href", "/vendor/orders?tab=pending");
    expect(link("Open disputes")).toHaveAttribute("href", "/vendor/disputes?tab=open");
    expect(link("Returns requested")).toHaveAttribute("href", "/vendor/returns?tab=requested");
    expect(link("Inactive products")).toHaveAttribute("href", "/vendor/product-catalog?tab=inactive");
    expect(link("Uncategorized products")).toHaveAttribute("href", "/vendor/product-catalog?tab=uncategorized");
  });

  it("the orders-by-status table holds the numbers of GET orders/tabs", async () => {
    signInAs("vendor");
    let tabs: Record<string, number> = {};
    server.events.on("response:mocked", async ({ request, response }) => {
      if (new URL(request.url).pathname.endsWith("/orders/tabs")) tabs = (await response.clone().json()).data;
    });
    renderApp("/vendor/");
    const table = await screen.findByRole("table", { name: "Orders by status" }, SLOW);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      ORDER_TABS.filter((tab) => tab !== "all").map((tab) => expect.stringMatching(new RegExp(`${tabs[tab]}$`))),
    );
    expect(within(rows[0]).getByRole("rowheader")).toHaveTextContent("Pending");
    expect(await screen.findByRole("img", { name: /Bar chart of orders by status/ }, SLOW)).toBeInTheDocument();
  });

  it("draws the chart only once its place comes near the viewport (a phone scrolls to it); the table is there at once", async () => {
    const viewport = installFakeIntersectionObserver();
    try {
      signInAs("vendor");
      renderApp("/vendor/");
      const table = await screen.findByRole("table", { name: "Orders by status" }, SLOW);
      expect(within(table).getAllByRole("row").length).toBeGreaterThan(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole("img", { name: /Bar chart of orders by status/ })).toBeNull();
      await waitFor(() => expect(viewport.observed()).toHaveLength(1));
      viewport.reveal(viewport.observed()[0]);
      expect(await screen.findByRole("img", { name: /Bar chart of orders by status/ }, SLOW)).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });

  it("a failed count shows a dash; the cards and the other counts stay", async () => {
    server.use(http.get("*/api/v1/vendor/refunds", () => fail(500, "Refunds are down")));
    signInAs("vendor");
    const { open } = storeCounts(1);
    renderApp("/vendor/");
    const panel = await attentionPanel();
    await waitFor(() => expect(panel.getByRole("link", { name: /^Returns requested/ })).toHaveTextContent(/—$/), SLOW);
    await waitFor(() => expect(panel.getByRole("link", { name: /^Open disputes/ })).toHaveTextContent(new RegExp(`${open}$`)));
    expect(screen.getByRole("region", { name: "Total Orders" })).toHaveTextContent(/\d/);
    expect(await screen.findByText("Refunds are down")).toBeInTheDocument();
  });

  it("the restricted account sees only the product counts and no orders chart, and asks for nothing else", async () => {
    const asked = recordRequests();
    signInAs("restricted");
    renderApp("/vendor/");
    const panel = await attentionPanel();
    await waitFor(() =>
      expect(panel.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
        "/vendor/product-catalog?tab=inactive",
        "/vendor/product-catalog?tab=uncategorized",
      ]),
    );
    expect(screen.queryByRole("region", { name: "Orders by status" })).toBeNull();
    expect(asked.sent.some(({ url }) => /orders|refunds|disputes/.test(url.pathname))).toBe(false);
  });
});
