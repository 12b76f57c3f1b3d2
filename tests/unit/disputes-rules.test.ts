import { describe, expect, it } from "vitest";
import {
  disputeStatusStyle,
  isOwnReply,
  replyError,
  replyOwnerLabel,
  replyPayload,
  threadOf,
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
    const thread = threadOf([reply(9, "admin", "bad"), reply(4, "admin", "2026-10-01T10:00:00Z"), reply(2, "vendor", "2026-10-01T10:00:00Z")]);
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
