import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { addDisputeReply } from "@/mocks/dispute-replies";
import type { MockDispute } from "@/mocks/seed/disputes-seed";
import { renderApp, signInAs } from "../support/render-app";
import { makeDispute } from "../support/records";
import { recordRequests, requestsTo } from "../support/sent-requests";

const POLL_MS = 15_000;

/** An open dispute of store 1 with a short known thread (the vendor wrote last). */
function threadDispute(changes: Partial<MockDispute> = {}): MockDispute {
  return makeDispute({
    replies: [
      { id: 1, owner: "customer", description: "The box was crushed", created_at: "2026-10-01T10:00:00.000Z" },
      { id: 2, owner: "vendor", description: "Sorry, checking now", created_at: "2026-10-02T10:00:00.000Z" },
    ],
    ...changes,
  });
}

/** The reads of one dispute's detail from now on. */
function detailReads(id: number) {
  return recordRequests({ only: requestsTo(new RegExp(`^/api/v1/common/disputes/${id}$`), "GET") }).sent;
}

let visibility: DocumentVisibilityState = "visible";
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

let pageScrolls = 0;
let scrolledIntoView: Element[] = [];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  pageScrolls = 0;
  scrolledIntoView = [];
  window.scrollTo = vi.fn(() => {
    pageScrolls += 1;
  }) as never;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledIntoView.push(this);
  });
});
afterEach(() => {
  vi.useRealTimers();
  delete (document as Partial<Document> & { visibilityState?: unknown }).visibilityState;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function thread() {
  return screen.getByRole("list", { name: "Replies" });
}

async function openDispute(dispute: MockDispute) {
  signInAs("vendor");
  const view = renderApp(`/vendor/disputes-detail/${dispute.id}`);
  await screen.findByRole("heading", { name: "Dispute Details" });
  await within(await screen.findByRole("list", { name: "Replies" })).findByText("Sorry, checking now");
  return view;
}

describe("a live dispute thread (issue 19 item 5)", { timeout: 60_000 }, () => {
  it("shows a reply added on the server within 15 s, without a reload, keeping the typed text and the page where it was", async () => {
    const dispute = threadDispute();
    const view = await openDispute(dispute);
    const box = screen.getByRole("textbox", { name: "Message" });
    await view.user.type(box, "Half-written answer");
    const intoViewBefore = scrolledIntoView.length;

    addDisputeReply(dispute.id, { owner: "admin", description: "The marketplace refunded the shipping." });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));

    expect(await within(thread()).findByText("The marketplace refunded the shipping.")).toBeInTheDocument();
    const last = within(thread()).getAllByRole("listitem").at(-1)!;
    expect(within(last).getByRole("img", { name: "Admin" })).toHaveTextContent("A");
    expect(screen.getByRole("textbox", { name: "Message" })).toBe(box);
    expect(box).toHaveValue("Half-written answer");
    expect(box).toHaveFocus();
    // The reply arrived by itself: the thread scrolls inside itself, the page does not move.
    expect(scrolledIntoView.length).toBe(intoViewBefore);
    expect(pageScrolls).toBe(0);
  });

  it("asks every 15 s while visible, stops while the page is hidden, and catches up when it shows again", async () => {
    const dispute = threadDispute();
    const reads = detailReads(dispute.id);
    await openDispute(dispute);
    const first = reads.length;

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(reads.length).toBe(first + 1));

    setVisibility("hidden");
    addDisputeReply(dispute.id, { owner: "customer", description: "Any news?" });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(reads.length).toBe(first + 1);
    expect(within(thread()).queryByText("Any news?")).toBeNull();

    setVisibility("visible");
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await within(thread()).findByText("Any news?")).toBeInTheDocument();
  });

  it("does not poll a dispute that is not open", async () => {
    const dispute = threadDispute({ status: "closed" });
    const reads = detailReads(dispute.id);
    await openDispute(dispute);
    const first = reads.length;
    addDisputeReply(dispute.id, { owner: "admin", description: "Closed by the marketplace." });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    expect(reads.length).toBe(first);
    expect(within(thread()).queryByText("Closed by the marketplace.")).toBeNull();
  });

  it("keeps the page and the typed text when a poll fails, stops asking, and Retry reads again", async () => {
    const dispute = threadDispute();
    const reads = detailReads(dispute.id);
    const view = await openDispute(dispute);
    await view.user.type(screen.getByRole("textbox", { name: "Message" }), "Keep me");
    server.use(
      http.get("*/api/v1/common/disputes/:id", () => HttpResponse.json({ success: false, message: "Server down" }, { status: 500 })),
    );
    const before = reads.length;

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS + 3_000));
    expect(await screen.findByText("New replies could not be loaded.")).toBeInTheDocument();
    const failed = reads.length;
    expect(failed).toBeGreaterThan(before);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Keep me");
    expect(within(thread()).getByText("Sorry, checking now")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(reads.length).toBe(failed);

    server.resetHandlers();
    addDisputeReply(dispute.id, { owner: "customer", description: "Back again" });
    await view.user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await within(thread()).findByText("Back again")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("New replies could not be loaded.")).toBeNull());
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Keep me");
  });
});
