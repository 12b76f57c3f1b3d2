import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import type { MockDispute } from "@/mocks/seed/disputes-seed";
import { renderApp, signInAs } from "../support/render-app";
import { makeDispute } from "../support/records";
import { recordRequests } from "../support/sent-requests";

const REPLY_URL = "*/api/v1/common/disputes/:id/dispute_replies";

/** An open dispute of store 1 with a known thread, given to the server out of order. */
function threadDispute(changes: Partial<MockDispute> = {}): MockDispute {
  return makeDispute({
    customer_email: "mona.adel@example.com",
    replies: [
      { id: 3, owner: "admin", description: "Admin looks into it", created_at: "2026-10-03T10:00:00.000Z" },
      { id: 1, owner: "customer", description: "The box was crushed", created_at: "2026-10-01T10:00:00.000Z" },
      { id: 2, owner: "vendor", description: "Sorry, checking now", created_at: "2026-10-02T10:00:00.000Z" },
    ],
    ...changes,
  });
}

function bubbles() {
  const thread = screen.getByRole("list", { name: "Replies" });
  return within(thread).getAllByRole("listitem");
}

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function openDispute(dispute: MockDispute) {
  signInAs("vendor");
  const view = renderApp(`/vendor/disputes-detail/${dispute.id}`);
  await screen.findByRole("heading", { name: "Dispute Details" });
  await screen.findByRole("list", { name: "Replies" });
  return view;
}

describe("dispute detail (/vendor/disputes-detail/{id})", () => {
  it("shows number, store, order number, customer e-mail and an open status in green", async () => {
    const dispute = threadDispute();
    await openDispute(dispute);
    const facts = screen.getByRole("region", { name: "Dispute Number" });
    expect(facts).toHaveTextContent(`#${dispute.id}`);
    expect(facts).toHaveTextContent("Desert Bloom Trading");
    expect(facts).toHaveTextContent(`#${dispute.order_id}`);
    expect(facts).toHaveTextContent("mona.adel@example.com");
    expect(within(facts).getByText("Open").closest(".MuiChip-root")).toHaveClass("MuiChip-colorSuccess", "MuiChip-filled");
    expect(document.title).toBe("Dispute Details");
  });

  it("shows any other status as a bordered label", async () => {
    const dispute = threadDispute({ status: "closed" });
    await openDispute(dispute);
    const chip = within(screen.getByRole("region", { name: "Dispute Number" }))
      .getByText("Closed")
      .closest(".MuiChip-root");
    expect(chip).toHaveClass("MuiChip-outlined");
    expect(chip).not.toHaveClass("MuiChip-colorSuccess");
  });

  it("labels the bubbles C, V, A, oldest first, and scrolls to the newest", async () => {
    await openDispute(threadDispute());
    const items = bubbles();
    expect(items.map((item) => within(item).getByTestId("reply-text").textContent)).toEqual([
      "The box was crushed",
      "Sorry, checking now",
      "Admin looks into it",
    ]);
    expect(items.map((item) => within(item).getByRole("img").textContent)).toEqual(["C", "V", "A"]);
    expect(within(items[0]).getByRole("img", { name: "Customer" })).toBeInTheDocument();
    expect(within(items[1]).getByRole("img", { name: "Vendor" })).toBeInTheDocument();
    expect(within(items[2]).getByRole("img", { name: "Admin" })).toBeInTheDocument();
    await waitFor(() => expect(scrolled.at(-1)).toBe(items[2]));
  });

  it("shows reply text from others as text, never as HTML", async () => {
    const html = '<b>urgent</b><img src="x" onerror="window.hacked=1">';
    await openDispute(
      threadDispute({ replies: [{ id: 1, owner: "customer", description: html, created_at: "2026-10-01T10:00:00.000Z" }] }),
    );
    const [item] = bubbles();
    expect(within(item).getByTestId("reply-text").textContent).toBe(html);
    expect(item.querySelector("b, img[src='x']")).toBeNull();
  });

  it("sends a reply as {dispute_reply:{description}} with role=vendor; the answer joins the bottom of the thread", async () => {
    const dispute = threadDispute();
    const posts = recordRequests({ only: ({ method }) => method === "POST" });
    const view = await openDispute(dispute);
    const box = screen.getByRole("textbox", { name: "Message" });
    await view.user.type(box, "Replacement ships tomorrow");
    await view.user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(bubbles()).toHaveLength(4));
    const last = bubbles()[3];
    expect(within(last).getByTestId("reply-text")).toHaveTextContent("Replacement ships tomorrow");
    expect(within(last).getByRole("img")).toHaveTextContent("V");
    const sent = await posts.settled();
    expect(sent).toHaveLength(1);
    expect(sent[0].url.pathname).toBe(`/api/v1/common/disputes/${dispute.id}/dispute_replies`);
    expect(sent[0].url.searchParams.get("role")).toBe("vendor");
    expect(sent[0].body).toEqual({ dispute_reply: { description: "Replacement ships tomorrow" } });
    expect(box).toHaveValue("");
    await waitFor(() => expect(scrolled.at(-1)).toBe(bubbles()[3]));
    // The background refetch brings the same reply back: it is not doubled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bubbles()).toHaveLength(4);
  });

  it("refuses an empty message with the alert 'Message not be empty' and sends nothing", async () => {
    const posts = recordRequests({ only: ({ method }) => method === "POST" });
    const view = await openDispute(threadDispute());
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Message not be empty$/);
    await view.user.type(screen.getByRole("textbox", { name: "Message" }), "   ");
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message not be empty")).toBeInTheDocument();
    expect(posts.count()).toBe(0);
    expect(bubbles()).toHaveLength(3);
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    server.use(
      http.post(REPLY_URL, () => HttpResponse.json({ success: false, message: "Replies are paused", data: null }, { status: 500 })),
    );
    const view = await openDispute(threadDispute());
    const box = screen.getByRole("textbox", { name: "Message" });
    await view.user.type(box, "Are you there?");
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Replies are paused")).toBeInTheDocument();
    expect(box).toHaveValue("Are you there?");
    expect(bubbles()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("shows an empty thread with the message box", async () => {
    const view = await (async () => {
      const dispute = threadDispute({ replies: [] });
      signInAs("vendor");
      const rendered = renderApp(`/vendor/disputes-detail/${dispute.id}`);
      await screen.findByText("No replies yet. Write the first message below.");
      return rendered;
    })();
    await view.user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("list", { name: "Replies" })).toBeInTheDocument();
    expect(bubbles()).toHaveLength(1);
  });

  it("lands on /not-found for an unknown id", async () => {
    signInAs("vendor");
    renderApp("/vendor/disputes-detail/424242");
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });

  it("lands on /not-found for another store's dispute", async () => {
    const foreign = makeDispute({ store_id: 3 });
    signInAs("vendor");
    renderApp(`/vendor/disputes-detail/${foreign.id}`);
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });
});
