import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { formatDateTime } from "@/domain/dates";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { columnHeaders } from "../support/grid";

function newestFirst(storeId: number) {
  return db.state.coupons
    .filter((coupon) => coupon.store_id === storeId)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

function statusOf(coupon: { start_date: string; expiry: string }) {
  const now = Date.now();
  if (now >= Date.parse(coupon.expiry)) return "Expire";
  if (now < Date.parse(coupon.start_date)) return "Incoming";
  return "Active";
}

/** The first screen of a file loads its lazy chunk (grid, pickers): allow for a cold, shared machine. */
const LOAD = { timeout: 30_000 };

describe("coupons list (/vendor/coupons)", { timeout: 60_000 }, () => {
  it("shows the spec's columns, 10 coupons a page with their derived status, and the pager", async () => {
    const lists = recordRequests({ only: requestsTo(/\/vendor\/coupons$/) });
    const pages = () => lists.sent.map((request) => request.url.searchParams.get("page") ?? "");
    signInAs("vendor");
    const view = renderApp("/vendor/coupons");
    expect(await screen.findByRole("heading", { name: "Coupons", level: 1 }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create New Coupon" })).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "Coupons" }, LOAD);
    const headers = columnHeaders(grid);
    expect(headers).toEqual(["Coupon number", "Coupon Code", "Created On", "Expires On", "Status"]);

    const coupons = newestFirst(1);
    await within(grid).findByText(coupons[0].code);
    expect(within(grid).getAllByRole("row")).toHaveLength(11);
    for (const coupon of coupons.slice(0, 10)) {
      const row = within(grid).getByText(coupon.code).closest('[role="row"]') as HTMLElement;
      expect(row).toHaveTextContent(`#${coupon.id}`);
      expect(row).toHaveTextContent(formatDateTime(coupon.created_at, "en"));
      expect(row).toHaveTextContent(formatDateTime(coupon.expiry, "en"));
      expect(within(row).getByText(statusOf(coupon))).toBeInTheDocument();
    }
    const statuses = new Set(coupons.slice(0, 10).map(statusOf));
    expect(statuses).toEqual(new Set(["Active", "Expire", "Incoming"]));
    const expired = coupons.slice(0, 10).find((coupon) => statusOf(coupon) === "Expire")!;
    const expiredRow = within(grid).getByText(expired.code).closest('[role="row"]') as HTMLElement;
    expect(within(expiredRow).getByText("Expire").closest(".MuiChip-root")).toHaveClass("MuiChip-colorError");

    await view.user.click(screen.getByRole("button", { name: "Go to page 2" }));
    // The page as it is now: the grid found before the click may have been rendered anew.
    await waitFor(() => expect(within(screen.getByRole("grid", { name: "Coupons" })).getByText(coupons[10].code)).toBeInTheDocument(), {
      timeout: 15_000,
    });
    await waitFor(() => expect(pages()).toContain("2"));
    expect(document.title).toBe("Coupons");
  });

  it("opens a row in the Edit Coupon modal by click and by Enter", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/coupons");
    const grid = await screen.findByRole("grid", { name: "Coupons" }, LOAD);
    const [first, second] = newestFirst(1);
    await view.user.click(await within(grid).findByText(first.code));
    let dialog = await screen.findByRole("dialog", { name: "Edit Coupon" });
    expect(within(dialog).getByLabelText(/^Coupon Code/)).toHaveValue(first.code);
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    (within(grid).getByText(second.code).closest('[role="gridcell"]') as HTMLElement).focus();
    await view.user.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: "Edit Coupon" });
    expect(within(dialog).getByLabelText(/^Coupon Code/)).toHaveValue(second.code);
  });

  it("sorts by no column: the spec's lists keep the server's order", async () => {
    const requests = recordRequests();
    signInAs("vendor");
    const view = renderApp("/vendor/coupons");
    const grid = await screen.findByRole("grid", { name: "Coupons" }, LOAD);
    const [first] = newestFirst(1);
    await within(grid).findByText(first.code);
    const codes = () =>
      within(grid)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.children[1]?.textContent);
    const before = codes();
    await view.user.click(within(grid).getByRole("columnheader", { name: "Coupon Code" }));
    expect(codes()).toEqual(before);
    expect(within(grid).getByRole("columnheader", { name: "Coupon Code" })).not.toHaveAttribute(
      "aria-sort",
      expect.stringMatching(/ascending|descending/),
    );
    expect(requests.api("coupons").filter((entry) => /sort|order/.test(entry.path))).toEqual([]);
  });

  it("keeps the restricted account out", async () => {
    signInAs("restricted");
    renderApp("/vendor/coupons");
    expect(await screen.findByRole("heading", { name: /not found/i }, LOAD)).toBeInTheDocument();
  });
});
