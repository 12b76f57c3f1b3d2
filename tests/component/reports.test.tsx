import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import dayjs from "dayjs";
import { db } from "@/mocks/db";
import { fail } from "@/mocks/http-kit";
import { server } from "@/mocks/node";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests } from "../support/sent-requests";

afterEach(() => server.events.removeAllListeners());

const day = (offset: number) => dayjs().add(offset, "day").format("YYYY-MM-DD");

const TITLES = [
  "Total Sales",
  "Out of Stock Products",
  "Recent Orders",
  "Order to be Delivered",
  "Inventory",
  "Top Product Sold",
  "Average Order Value",
  "Earning And Commission Per Order",
];

async function openReports() {
  signInAs("vendor");
  const view = renderApp("/vendor/reports");
  // The first visit loads the page's chunk with the date pickers: give it time on a busy machine.
  expect(await screen.findByRole("heading", { name: "Reports", level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  // The refund-limited card appears once the platform setting is read.
  await screen.findByRole("button", { name: "Generate Earning And Commission Per Order" });
  return view;
}

const card = (title: string) => screen.getByRole("article", { name: title });

describe("reports", { timeout: 40_000 }, () => {
  it("shows the eight reports in order, with date ranges except Out of Stock Products and Inventory", async () => {
    await openReports();
    expect(screen.getAllByRole("article").map((article) => within(article).getByRole("heading").textContent)).toEqual(TITLES);
    for (const title of TITLES) {
      const dated = !["Out of Stock Products", "Inventory"].includes(title);
      expect(within(card(title)).queryAllByRole("group", { name: "Start date" }).length > 0, title).toBe(dated);
    }
  });

  it("generates Total Sales for today to 7 days ahead and shows the answer's message", async () => {
    const view = await openReports();
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Generate Total Sales" }));
    expect(
      await screen.findByText(`Total Sales report from ${day(0)} to ${day(7)} is being generated and will be emailed to vendor@demo.test`),
    ).toBeInTheDocument();
    expect(requests.api("total_sales").map((request) => request.path)).toEqual([
      `/api/v1/vendor/total_sales?start_date=${day(0)}&end_date=${day(7)}`,
    ]);
  });

  it("reads refund_time_limit through the platform id and limits Earning And Commission Per Order by it", async () => {
    db.state.platform.refund_time_limit = 30;
    const requests = recordRequests();
    const view = await openReports();
    expect(requests.api("platforms").map((request) => request.path)).toEqual([
      "/api/v1/vendor/platforms/platform_id",
      "/api/v1/vendor/platforms/1",
    ]);
    await view.user.click(screen.getByRole("button", { name: "Generate Earning And Commission Per Order" }));
    await waitFor(() => expect(requests.api("total_earning_invoice")).toHaveLength(1));
    expect(requests.api("total_earning_invoice")[0].path).toBe(
      `/api/v1/vendor/total_earning_invoice?start_date=${day(-30)}&end_date=${day(-23)}`,
    );
    expect(await screen.findByText(/^Earning And Commission Per Order report from/)).toBeInTheDocument();
  });

  it("sends Top Product Sold with its limit of 100 and Inventory without dates", async () => {
    const view = await openReports();
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Generate Top Product Sold" }));
    await view.user.click(screen.getByRole("button", { name: "Generate Inventory" }));
    await waitFor(() => expect(requests.api("inventory")).toHaveLength(1));
    expect(requests.api("top_products_sold")[0].path).toBe(
      `/api/v1/vendor/top_products_sold?start_date=${day(0)}&end_date=${day(7)}&limit=100`,
    );
    expect(requests.api("inventory")[0].path).toBe("/api/v1/vendor/inventory");
    expect(await screen.findByText("Inventory report is being generated and will be emailed to vendor@demo.test")).toBeInTheDocument();
  });

  it("refuses an end date before the start date", async () => {
    const view = await openReports();
    const end = within(card("Average Order Value")).getByRole("group", { name: "End date" });
    // Sections day / month / year: the end moves a year back, before the start whatever today is.
    const [, , year] = within(end).getAllByRole("spinbutton");
    await view.user.click(year);
    await view.user.keyboard("{ArrowDown}");
    expect(await within(card("Average Order Value")).findByText("End date can't be before start date")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Average Order Value" })).toBeDisabled();
  });

  it("shows the server's message when a report fails", async () => {
    server.use(http.get("*/api/v1/vendor/recent_orders", () => fail(422, "Reports are paused for maintenance")));
    const view = await openReports();
    await view.user.click(screen.getByRole("button", { name: "Generate Recent Orders" }));
    expect(await screen.findByText("Reports are paused for maintenance")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Recent Orders" })).toBeEnabled();
  });

  it("is kept from the restricted account", async () => {
    signInAs("restricted");
    renderApp("/vendor/reports");
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Reports", level: 1 })).toBeNull();
  });
});
