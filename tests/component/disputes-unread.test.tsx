import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { addDisputeReply } from "@/mocks/dispute-replies";
import type { MockDispute, MockDisputeReply } from "@/mocks/seed/disputes-seed";
import { expectRightToLeft, renderInArabic } from "../support/arabic";
import { makeDispute } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";

const LOAD = { timeout: 30_000 };
const SEEN_KEY = "sbo.seen.disputes.1.vendor@demo.test";

const reply = (id: number, owner: MockDisputeReply["owner"], day: number): MockDisputeReply => ({
  id,
  owner,
  description: `Reply ${id}`,
  created_at: `2026-10-0${day}T10:00:00.000Z`,
});

/** Three new disputes of store 1 (first in its list): the customer wrote last, the seller wrote last, nobody wrote. */
const threeDisputes = (): [MockDispute, MockDispute, MockDispute] => [
  makeDispute({ replies: [reply(1, "vendor", 1), reply(2, "customer", 2)] }),
  makeDispute({ replies: [reply(3, "admin", 1), reply(4, "vendor", 2)] }),
  makeDispute({ replies: [] }),
];

function rowOf(grid: HTMLElement, id: number): HTMLElement {
  return within(grid).getByText(String(id), { exact: true }).closest('[role="row"]') as HTMLElement;
}

async function openList() {
  const view = renderApp("/vendor/disputes");
  const grid = await screen.findByRole("grid", { name: "Disputes" }, LOAD);
  await within(grid).findAllByRole("row");
  return { view, grid };
}

describe("unseen replies on the disputes list (issue 19 item 5)", { timeout: 60_000 }, () => {
  it("marks a dispute whose newest reply the seller has not seen, clears it once opened, and marks it again for a newer reply", async () => {
    const [customerLast, vendorLast, empty] = threeDisputes();
    signInAs("vendor");
    const { view, grid } = await openList();
    await within(grid).findByText(String(customerLast.id), { exact: true });

    expect(within(rowOf(grid, customerLast.id)).getByText("New reply")).toBeVisible();
    expect(within(rowOf(grid, vendorLast.id)).queryByText("New reply")).toBeNull();
    expect(within(rowOf(grid, empty.id)).queryByText("New reply")).toBeNull();

    await view.user.click(within(rowOf(grid, customerLast.id)).getByText(String(customerLast.id), { exact: true }));
    await screen.findByRole("heading", { name: "Dispute Details" }, LOAD);
    await within(await screen.findByRole("list", { name: "Replies" })).findByText("Reply 2");
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SEEN_KEY) ?? "{}")).toEqual({ [customerLast.id]: { id: 2, at: "2026-10-02T10:00:00.000Z" } }),
    );

    await view.user.click(screen.getByRole("link", { name: "Back to disputes" }));
    const back = await screen.findByRole("grid", { name: "Disputes" }, LOAD);
    await within(back).findByText(String(customerLast.id), { exact: true });
    expect(within(rowOf(back, customerLast.id)).queryByText("New reply")).toBeNull();
    view.unmount();

    // The customer writes again: the next visit to the list marks it again.
    addDisputeReply(customerLast.id, { owner: "customer", description: "Still waiting" });
    const again = await openList();
    await within(again.grid).findByText(String(customerLast.id), { exact: true });
    expect(within(rowOf(again.grid, customerLast.id)).getByText("New reply")).toBeVisible();
  });

  it("keeps the record per store and user, across a sign-out", async () => {
    const [customerLast] = threeDisputes();
    localStorage.setItem(SEEN_KEY, JSON.stringify({ [customerLast.id]: { id: 2, at: "2026-10-02T10:00:00.000Z" } }));
    signInAs("vendor");
    const { view, grid } = await openList();
    await within(grid).findByText(String(customerLast.id), { exact: true });
    expect(within(rowOf(grid, customerLast.id)).queryByText("New reply")).toBeNull();
    view.unmount();

    const { session } = await import("@/providers/auth/session");
    session.clear();
    expect(localStorage.getItem(SEEN_KEY)).not.toBeNull();
    expect(localStorage.getItem("sbo.session")).toBeNull();
  });

  it("says it in Arabic, right to left", async () => {
    const [customerLast] = threeDisputes();
    signInAs("vendor");
    await renderInArabic("/vendor/disputes");
    const grid = await screen.findByRole("grid", { name: "النزاعات" }, LOAD);
    await within(grid).findByText(String(customerLast.id), { exact: true });
    expectRightToLeft();
    expect(within(rowOf(grid, customerLast.id)).getByText("رد جديد")).toBeVisible();
  });
});
