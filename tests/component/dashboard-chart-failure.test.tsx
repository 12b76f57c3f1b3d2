import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp, signInAs } from "../support/render-app";

// The chart's chunk does not arrive (a dropped connection on a phone): its import fails.
vi.mock("@/resources/dashboard/orders-status-chart", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

const SLOW = { timeout: 15_000 };

describe("dashboard: the chart's code fails to load", { timeout: 40_000 }, () => {
  it("keeps the dashboard: the figures and the table stay, a note takes the chart's place", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    signInAs("vendor");
    renderApp("/vendor/");
    const section = within(await screen.findByRole("region", { name: "Orders by status" }, SLOW));
    expect(await section.findByText("The chart could not load. The table shows the same numbers.", {}, SLOW)).toBeInTheDocument();
    expect(section.getByRole("table", { name: "Orders by status" })).toBeInTheDocument();
    expect(section.queryByRole("img", { name: /Bar chart of orders by status/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Total Revenue" })).toBeInTheDocument();
    expect(screen.queryByText("This page ran into a problem")).toBeNull();
  });
});
