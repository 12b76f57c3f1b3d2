import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { refundListItem } from "@/mocks/seed/returns-seed";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { columnHeaders } from "../support/grid";

function newestFirst(storeId: number) {
  return db.state.refunds
    .filter((refund) => refund.store_id === storeId)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

describe("returns list (/vendor/returns)", () => {
  it("shows the spec's columns and the store's returns, newest first", async () => {
    signInAs("vendor");
    renderApp("/vendor/returns");
    // The file's first screen also loads the shell's and the list's code: seconds on a busy machine.
    expect(await screen.findByRole("heading", { name: "Returns", level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "Returns" });
    const headers = columnHeaders(grid);
    expect(headers).toEqual(["Return id", "Order id", "Item Name", "Item Type", "Status", "Placed On"]);

    const first = newestFirst(1)[0];
    const row = (await within(grid).findByText(String(first.id))).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent(String(first.order_id));
    expect(row).toHaveTextContent(first.item_type);
    expect(row).toHaveTextContent(first.status.charAt(0).toUpperCase() + first.status.slice(1));
    expect(row).toHaveTextContent([first.product_name_en, first.line_item_name_en].filter(Boolean).join(" - "));
    expect(within(grid).getAllByRole("row")).toHaveLength(11); // header + 10
    expect(document.title).toBe("Returns");
  });

  it("a server that ignores status= does not put returns of another status under the tab's name", async () => {
    const mixed = newestFirst(1).slice(0, 10);
    expect(new Set(mixed.map((refund) => refund.status)).size).toBeGreaterThan(1);
    server.use(
      http.get("*/api/v1/vendor/refunds", () =>
        HttpResponse.json({
          success: true,
          data: { refunds: mixed.map(refundListItem), pagination: { page: 1, total_pages: 1 } },
          message: "",
          errors: null,
          status: 200,
        }),
      ),
    );
    signInAs("vendor");
    renderApp("/vendor/returns?tab=requested");
    const grid = await screen.findByRole("grid", { name: "Returns" }, { timeout: 15_000 });
    const requested = mixed.filter((refund) => refund.status === "requested");
    expect(requested.length).toBeGreaterThan(0);
    await within(grid).findByText(String(requested[0].id));
    expect(within(grid).getAllByRole("row")).toHaveLength(requested.length + 1);
    for (const other of mixed.filter((refund) => refund.status !== "requested"))
      expect(within(grid).queryByText(String(other.id))).not.toBeInTheDocument();
  });

  it("asks the server for page 2 and shows its rows", async () => {
    const lists = recordRequests({ only: requestsTo(/^\/api\/v1\/vendor\/refunds$/) });
    const pages = () => lists.sent.map((request) => request.url.searchParams.get("page"));
    signInAs("vendor");
    const view = renderApp("/vendor/returns");
    const grid = await screen.findByRole("grid", { name: "Returns" });
    await within(grid).findByText(String(newestFirst(1)[0].id));
    await view.user.click(screen.getByRole("button", { name: "Go to page 2" }));
    const secondPageFirst = newestFirst(1)[10];
    expect(await within(grid).findByText(String(secondPageFirst.id))).toBeInTheDocument();
    await waitFor(() => expect(pages()).toContain("2"));
    expect(pages()[0]).toBe("1");
    expect(within(grid).queryByText(String(newestFirst(1)[0].id))).not.toBeInTheDocument();
  });

  it("shows only the signed-in store's returns", async () => {
    signInAs("limited");
    renderApp("/vendor/returns");
    const grid = await screen.findByRole("grid", { name: "Returns" });
    const own = newestFirst(2);
    await within(grid).findByText(String(own[0].id));
    expect(within(grid).getAllByRole("row")).toHaveLength(own.length + 1);
    expect(screen.queryByRole("button", { name: "Go to page 2" })).not.toBeInTheDocument();
  });

  it("opens the return on a row click and on Enter", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/returns");
    const grid = await screen.findByRole("grid", { name: "Returns" });
    const [first, second] = newestFirst(1);
    await view.user.click(await within(grid).findByText(String(first.id)));
    expect(await screen.findByRole("heading", { name: "View Return" })).toBeInTheDocument();
    expect(await screen.findByText(`#${first.id}`)).toBeInTheDocument();

    await view.user.click(screen.getByRole("link", { name: "Back to returns" }));
    const again = await screen.findByRole("grid", { name: "Returns" });
    const cell = await within(again).findByText(String(second.id));
    cell.focus();
    await view.user.keyboard("{Enter}");
    expect(await screen.findByText(`#${second.id}`)).toBeInTheDocument();
  });

  it("keeps the restricted account out, even by typing the path", async () => {
    signInAs("restricted");
    renderApp("/vendor/returns");
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Returns" })).not.toBeInTheDocument();
  });
});
