import { describe, expect, it } from "vitest";
import {
  disputeStatusStyle,
  hasUnseenReply,
  hiddenAfterShowingOlder,
  hiddenOnOpen,
  isOwnReply,
  markRepliesSeen,
  newestReply,
  readSeenReplies,
  seenRepliesName,
  SEEN_REPLIES_LIMIT,
  shouldPollThread,
  replyError,
  replyOwnerLabel,
  replyPayload,
  threadOf,
  THREAD_PAGE_SIZE,
  type DisputeReply,
} from "@/domain/disputes";

const reply = (id: number, owner: string, created_at: string): DisputeReply => ({ id, owner, description: `r${id}`, created_at });

describe("disputeStatusStyle (document 1 §4.5)", () => {
  it("shows open in green", () => {
    expect(disputeStatusStyle("open")).toEqual({ tone: "success", variant: "filled" });
    expect(disputeStatusStyle("Open")).toEqual({ tone: "success", variant: "filled" });
  });

  it.each(["closed", "resolved", "in_review", ""])("shows %j as a bordered label", (status) => {
    expect(disputeStatusStyle(status)).toEqual({ tone: "default", variant: "outlined" });
  });
});

describe("replyOwnerLabel", () => {
  it("labels vendor V, admin A and customer C", () => {
    expect(replyOwnerLabel("vendor")).toBe("V");
    expect(replyOwnerLabel("admin")).toBe("A");
    expect(replyOwnerLabel("customer")).toBe("C");
    expect(replyOwnerLabel("Admin")).toBe("A");
    expect(replyOwnerLabel("robot")).toBe("?");
  });

  it("knows the seller's own replies", () => {
    expect(isOwnReply({ owner: "vendor" })).toBe(true);
    expect(isOwnReply({ owner: "customer" })).toBe(false);
  });
});

describe("threadOf", () => {
  it("orders replies oldest first", () => {
    const thread = threadOf([
      reply(3, "admin", "2026-10-03T10:00:00Z"),
      reply(1, "customer", "2026-10-01T10:00:00Z"),
      reply(2, "vendor", "2026-10-02T10:00:00Z"),
    ]);
    expect(thread.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("merges a reply just sent with the server's list without doubling it", () => {
    const server = [reply(1, "customer", "2026-10-01T10:00:00Z"), reply(5, "vendor", "2026-10-05T10:00:00Z")];
    const sent = [reply(5, "vendor", "2026-10-05T10:00:00Z"), reply(6, "vendor", "2026-10-06T10:00:00Z")];
    expect(threadOf(server, sent).map((r) => r.id)).toEqual([1, 5, 6]);
    expect(threadOf(undefined, null)).toEqual([]);
  });

  it("breaks ties by id and puts unreadable dates last", () => {
    const thread = threadOf([
      reply(9, "admin", "bad"),
      reply(4, "admin", "2026-10-01T10:00:00Z"),
      reply(2, "vendor", "2026-10-01T10:00:00Z"),
    ]);
    expect(thread.map((r) => r.id)).toEqual([2, 4, 9]);
  });
});

describe("reply validation and payload (document 1 §5, §7.6)", () => {
  it("refuses an empty or blank message with the key of 'Message not be empty'", () => {
    expect(replyError("")).toBe("disputes.messages.emptyReply");
    expect(replyError("   \n ")).toBe("disputes.messages.emptyReply");
    expect(replyError("Shipped today")).toBeNull();
  });

  it("wraps the message as dispute_reply.description", () => {
    expect(replyPayload("  Shipped today ")).toEqual({ dispute_reply: { description: "Shipped today" } });
  });
});

describe("live threads (issue 19 item 5)", () => {
  it("polls an open dispute only while the page is visible", () => {
    expect(shouldPollThread("open", true)).toBe(true);
    expect(shouldPollThread(" Open ", true)).toBe(true);
    expect(shouldPollThread("open", false)).toBe(false);
    for (const status of ["closed", "resolved", "in_review", "", null, undefined]) expect(shouldPollThread(status, true)).toBe(false);
  });

  it("finds the newest reply by time, then id", () => {
    expect(newestReply([])).toBeNull();
    expect(newestReply(undefined)).toBeNull();
    const replies = [
      reply(9, "admin", "2026-10-02T10:00:00Z"),
      reply(3, "customer", "2026-10-03T10:00:00Z"),
      reply(4, "vendor", "2026-10-03T10:00:00Z"),
    ];
    expect(newestReply(replies)?.id).toBe(4);
  });
});

describe("unseen replies (issue 19 item 5)", () => {
  const dispute = (id: number, replies?: DisputeReply[]) => ({ id, replies });
  const thread = [
    reply(1, "customer", "2026-10-01T10:00:00Z"),
    reply(2, "vendor", "2026-10-02T10:00:00Z"),
    reply(5, "admin", "2026-10-03T10:00:00Z"),
  ];

  it("marks a dispute whose newest reply is an admin's or a customer's the seller has not seen", () => {
    expect(hasUnseenReply(dispute(7, thread), {})).toBe(true);
    expect(
      hasUnseenReply(dispute(7, [...thread, reply(6, "customer", "2026-10-04T10:00:00Z")]), { 7: { id: 5, at: "2026-10-03T10:00:00Z" } }),
    ).toBe(true);
  });

  it("does not mark a seen newest reply, the seller's own newest reply, or a dispute without replies", () => {
    expect(hasUnseenReply(dispute(7, thread), { 7: { id: 5, at: "2026-10-03T10:00:00Z" } })).toBe(false);
    expect(hasUnseenReply(dispute(7, [...thread, reply(8, "vendor", "2026-10-05T10:00:00Z")]), {})).toBe(false);
    expect(hasUnseenReply(dispute(7, []), {})).toBe(false);
    expect(hasUnseenReply(dispute(7), {})).toBe(false);
  });

  it("keeps the marks of one dispute to itself", () => {
    const seen = { 8: { id: 5, at: "2026-10-03T10:00:00Z" } };
    expect(hasUnseenReply(dispute(7, thread), seen)).toBe(true);
  });

  it("does not mark a reply older than the one seen (a late or reordered answer)", () => {
    const seen = { 7: { id: 9, at: "2026-10-09T10:00:00Z" } };
    expect(hasUnseenReply(dispute(7, thread), seen)).toBe(false);
  });

  it("records the newest reply of a thread once seen, never going back, and clears the mark", () => {
    const seen = markRepliesSeen({}, 7, thread);
    expect(seen).toEqual({ 7: { id: 5, at: "2026-10-03T10:00:00Z" } });
    expect(hasUnseenReply(dispute(7, thread), seen)).toBe(false);
    expect(markRepliesSeen(seen, 7, thread)).toBe(seen);
    expect(markRepliesSeen(seen, 7, thread.slice(0, 2))).toBe(seen);
    expect(markRepliesSeen(seen, 7, [])).toBe(seen);
    const later = markRepliesSeen(seen, "7", [...thread, reply(6, "customer", "2026-10-04T10:00:00Z")]);
    expect(later[7]).toEqual({ id: 6, at: "2026-10-04T10:00:00Z" });
  });

  it(`keeps at most ${SEEN_REPLIES_LIMIT} disputes, the most recently answered`, () => {
    let seen = {};
    for (let id = 1; id <= SEEN_REPLIES_LIMIT + 5; id += 1) {
      seen = markRepliesSeen(seen, id, [reply(id * 10, "customer", new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString())]);
    }
    expect(Object.keys(seen)).toHaveLength(SEEN_REPLIES_LIMIT);
    expect(seen).not.toHaveProperty("1");
    expect(seen).toHaveProperty(String(SEEN_REPLIES_LIMIT + 5));
  });

  it("reads a stored record, dropping what is not well formed", () => {
    expect(readSeenReplies(null)).toEqual({});
    expect(readSeenReplies("x")).toEqual({});
    expect(readSeenReplies([1, 2])).toEqual({});
    expect(readSeenReplies({ 7: { id: 5, at: "2026-10-03T10:00:00Z" }, 8: { id: "5", at: "x" }, 9: null, 10: { id: 1 } })).toEqual({
      7: { id: 5, at: "2026-10-03T10:00:00Z" },
    });
  });

  it("keeps one record per store and user", () => {
    expect(seenRepliesName(1, "Vendor@Demo.test")).toBe("disputes.1.vendor@demo.test");
    expect(seenRepliesName(2, "vendor@demo.test")).not.toBe(seenRepliesName(1, "vendor@demo.test"));
    expect(seenRepliesName(null, "vendor@demo.test")).toBeNull();
    expect(seenRepliesName(1, null)).toBeNull();
  });
});

describe("a long thread shows its newest replies first", () => {
  it("hides all but the newest page when it opens", () => {
    expect(hiddenOnOpen(0)).toBe(0);
    expect(hiddenOnOpen(THREAD_PAGE_SIZE)).toBe(0);
    expect(hiddenOnOpen(500)).toBe(500 - THREAD_PAGE_SIZE);
    expect(hiddenOnOpen(7, 5)).toBe(2);
  });

  it("shows one more page of older replies at a time, down to none hidden", () => {
    expect(hiddenAfterShowingOlder(450, 50)).toBe(400);
    expect(hiddenAfterShowingOlder(30, 50)).toBe(0);
    expect(hiddenAfterShowingOlder(0, 50)).toBe(0);
  });
});
