import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { addDisputeReply } from "@/mocks/dispute-replies";
import type { MockDispute, MockDisputeReply } from "@/mocks/seed/disputes-seed";
import { expectRightToLeft, renderInArabic } from "../support/arabic";
import { makeDispute } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";

/**
 * Issue 30 item 3: a thread of 500 replies opens as a short one does (document 1 §2.10: the view
 * scrolls to the newest reply), at once, with the older replies a request away.
 */
const LOAD = { timeout: 30_000 };
const TOTAL = 500;
const SEEN_KEY = "sbo.seen.disputes.1.vendor@demo.test";
const OWNERS: MockDisputeReply["owner"][] = ["customer", "vendor", "admin"];

function longDispute(): MockDispute {
  const start = Date.parse("2026-10-01T10:00:00.000Z");
  return makeDispute({
    status: "open",
    // The server may send them in any order; the newest is the 500th by time.
    replies: Array.from({ length: TOTAL }, (_, index) => ({
      id: 70_000 + index + 1,
      owner: OWNERS[index % 3],
      description: `Reply ${index + 1}`,
      created_at: new Date(start + index * 60_000).toISOString(),
    })).reverse(),
  });
}

let intoView: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  intoView = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
    intoView.push({ element: this, options });
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function texts(thread: HTMLElement): string[] {
  return within(thread)
    .getAllByRole("listitem")
    .map((item) => within(item).getByTestId("reply-text").textContent ?? "");
}

describe("a dispute thread of 500 replies", { timeout: 90_000 }, () => {
  it("opens on the newest replies with the newest in view at once, and records it as seen", async () => {
    const dispute = longDispute();
    signInAs("vendor");
    renderApp(`/vendor/disputes-detail/${dispute.id}`);
    const thread = await screen.findByRole("list", { name: "Replies" }, LOAD);

    // Scrolled in the same render that showed the thread, without an animation through the replies.
    const items = within(thread).getAllByRole("listitem");
    expect(intoView).toHaveLength(1);
    expect(intoView[0].element).toBe(items.at(-1));
    expect(intoView[0].options).toMatchObject({ behavior: "instant" });
    expect(within(items.at(-1)!).getByTestId("reply-text")).toHaveTextContent(/^Reply 500$/);

    // The newest page only, oldest first; the rest a button away.
    expect(items).toHaveLength(50);
    expect(texts(thread)[0]).toBe("Reply 451");
    expect(screen.getByRole("button", { name: "Show older replies (450 more)" })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SEEN_KEY) ?? "{}")).toEqual({ [dispute.id]: { id: 70_500, at: expect.any(String) } }),
    );
  });

  it("shows older replies a page at a time, by keyboard, without scrolling to the newest again", async () => {
    const dispute = longDispute();
    signInAs("vendor");
    const view = renderApp(`/vendor/disputes-detail/${dispute.id}`);
    const thread = await screen.findByRole("list", { name: "Replies" }, LOAD);
    const older = screen.getByRole("button", { name: "Show older replies (450 more)" });
    older.focus();
    await view.user.keyboard("{Enter}");

    expect(await screen.findByRole("button", { name: "Show older replies (400 more)" })).toHaveFocus();
    expect(texts(thread)).toHaveLength(100);
    expect(texts(thread)[0]).toBe("Reply 401");
    expect(texts(thread).at(-1)).toBe("Reply 500");
    expect(thread).toHaveAttribute("aria-live", "off");

    for (let hidden = 400; hidden > 0; hidden -= 50) {
      await view.user.click(screen.getByRole("button", { name: `Show older replies (${hidden} more)` }));
    }
    await waitFor(() => expect(texts(thread)).toHaveLength(TOTAL));
    expect(texts(thread).slice(0, 2)).toEqual(["Reply 1", "Reply 2"]);
    expect(screen.queryByRole("button", { name: /Show older replies/ })).toBeNull();
    // The button went with the last page: the keyboard stays in the thread.
    expect(thread).toHaveFocus();
    expect(intoView).toHaveLength(1);

    // Replies arriving afterwards (the read after the seller's own) are news again and join the end.
    addDisputeReply(dispute.id, { owner: "admin", description: "Refund approved" });
    await view.user.type(screen.getByRole("textbox", { name: "Message" }), "Thank you");
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect(await within(thread).findByText("Refund approved", undefined, LOAD)).toBeInTheDocument();
    expect(thread).toHaveAttribute("aria-live", "polite");
  });

  it("says it in Arabic, right to left", async () => {
    const dispute = longDispute();
    signInAs("vendor");
    await renderInArabic(`/vendor/disputes-detail/${dispute.id}`);
    const thread = await screen.findByRole("list", { name: "الردود" }, LOAD);
    expectRightToLeft();
    expect(within(thread).getAllByRole("listitem")).toHaveLength(50);
    expect(screen.getByRole("button", { name: "عرض الردود الأقدم (المتبقي: 450)" })).toBeInTheDocument();
  });
});
