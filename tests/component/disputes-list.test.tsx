import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { columnHeaders } from "../support/grid";

function newestFirst(storeId: number) {
  return db.state.disputes
    .filter((dispute) => dispute.store_id === storeId)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

function disputeRequests() {
  return recordRequests({ only: requestsTo("/api/v1/common/disputes") }).sent;
}

describe("disputes list (/vendor/disputes)", () => {
  it("shows the spec's columns, asks with role=vendor and colours open green", async () => {
    const requests = disputeRequests();
    signInAs("vendor");
    renderApp("/vendor/disputes");
    // The first screen of the file also loads the shell's and the list's code: on a busy machine
    // that alone can take seconds.
    expect(await screen.findByRole("heading", { name: "Disputes", level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "Disputes" });
    const headers = columnHeaders(grid);
    expect(headers).toEqual(["Dispute id", "Order id", "Created At", "Customer", "Status", "Store"]);

    const rows = newestFirst(1).slice(0, 10);
    await within(grid).findByText(String(rows[0].id));
    expect(within(grid).getAllByRole("row")).toHaveLength(11);
    const open = rows.find((dispute) => dispute.status === "open")!;
    const other = rows.find((dispute) => dispute.status !== "open")!;
    const openRow = within(grid).getByText(String(open.id)).closest('[role="row"]') as HTMLElement;
    expect(openRow).toHaveTextContent(String(open.order_id));
    expect(openRow).toHaveTextContent(open.customer_name_en);
    expect(openRow).toHaveTextContent("Desert Bloom Trading");
    const openChip = within(openRow).getByText("Open").closest(".MuiChip-root");
    expect(openChip).toHaveClass("MuiChip-colorSuccess", "MuiChip-filled");
    const otherRow = within(grid).getByText(String(other.id)).closest('[role="row"]') as HTMLElement;
    const otherChip = otherRow.querySelector(".MuiChip-root");
    expect(otherChip).toHaveClass("MuiChip-outlined");
    expect(otherChip).not.toHaveClass("MuiChip-colorSuccess");

    expect(requests[0].url.searchParams.get("role")).toBe("vendor");
    expect(requests[0].url.searchParams.get("page")).toBe("1");
    expect(document.title).toBe("Disputes");
    server.events.removeAllListeners();
  });

  it("asks for page 2 with role=vendor and shows its rows", async () => {
    const requests = disputeRequests();
    signInAs("vendor");
    const view = renderApp("/vendor/disputes");
    const grid = await screen.findByRole("grid", { name: "Disputes" });
    await within(grid).findByText(String(newestFirst(1)[0].id));
    await view.user.click(screen.getByRole("button", { name: "Go to page 2" }));
    // The page as it is now: the grid found before the click may have been rendered anew.
    await waitFor(
      () => expect(within(screen.getByRole("grid", { name: "Disputes" })).getByText(String(newestFirst(1)[10].id))).toBeInTheDocument(),
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(requests.some(({ url }) => url.searchParams.get("page") === "2" && url.searchParams.get("role") === "vendor")).toBe(true),
    );
    server.events.removeAllListeners();
  });

  it("opens a dispute on a row click and on Enter", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/disputes");
    const grid = await screen.findByRole("grid", { name: "Disputes" });
    const [first, second] = newestFirst(1);
    await view.user.click(await within(grid).findByText(String(first.id)));
    expect(await screen.findByRole("heading", { name: "Dispute Details" })).toBeInTheDocument();
    expect(await screen.findByText(`#${first.id}`)).toBeInTheDocument();

    await view.user.click(screen.getByRole("link", { name: "Back to disputes" }));
    const again = await screen.findByRole("grid", { name: "Disputes" });
    // The id cell may also say "New reply": the grid cell itself takes the focus.
    const cell = (await within(again).findByText(String(second.id))).closest<HTMLElement>('[role="gridcell"]')!;
    cell.focus();
    await view.user.keyboard("{Enter}");
    expect(await screen.findByText(`#${second.id}`)).toBeInTheDocument();
  });

  it("keeps the restricted account out of the list and the detail", async () => {
    const own = db.state.disputes.find((dispute) => dispute.store_id === 3)!;
    signInAs("restricted");
    renderApp(`/vendor/disputes-detail/${own.id}`);
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });
});
