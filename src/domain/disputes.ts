/** Disputes as the API spells them (document 1 §3) and their display rules (§2.10, §4.5, §5). */

export type DisputeReplyOwner = "vendor" | "admin" | "customer";

export type DisputeReply = {
  id: number;
  owner: DisputeReplyOwner | (string & {});
  description: string;
  created_at: string;
};

export type Dispute = {
  id: number;
  order_id: number;
  line_item_id: number;
  description: string;
  status: string;
  created_at: string;
  customer_name_en: string | null;
  customer_email: string | null;
  store_name_en: string | null;
  replies?: DisputeReply[];
};

/** Open is shown in green; any other value as a bordered label (document 1 §4.5). */
export function disputeStatusStyle(status: string): { tone: "success" | "default"; variant: "filled" | "outlined" } {
  return (status ?? "").trim().toLowerCase() === "open"
    ? { tone: "success", variant: "filled" }
    : { tone: "default", variant: "outlined" };
}

const OWNER_LABELS: Record<DisputeReplyOwner, string> = { vendor: "V", admin: "A", customer: "C" };

/** The bubble label of a reply: V (vendor), A (admin), C (customer); "?" for an owner the spec does not know. */
export function replyOwnerLabel(owner: string): string {
  return OWNER_LABELS[(owner ?? "").trim().toLowerCase() as DisputeReplyOwner] ?? "?";
}

/** Whether a reply is the seller's own (drawn on the other side of the thread). */
export function isOwnReply(reply: Pick<DisputeReply, "owner">): boolean {
  return (reply.owner ?? "").trim().toLowerCase() === "vendor";
}

function time(value: string): number {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/**
 * The thread, oldest first, without duplicates (a reply just sent may also come back in a refetch).
 * Replies with the same time keep their id order; an unreadable date sorts last.
 */
export function threadOf(...lists: (DisputeReply[] | null | undefined)[]): DisputeReply[] {
  const byId = new Map<number, DisputeReply>();
  for (const list of lists) for (const reply of list ?? []) byId.set(reply.id, reply);
  return [...byId.values()].sort((a, b) => time(a.created_at) - time(b.created_at) || a.id - b.id);
}

export const EMPTY_REPLY_KEY = "disputes.messages.emptyReply";

/** Null when the message can be sent, else the i18n key of "Message not be empty". */
export function replyError(message: string): string | null {
  return message.trim() === "" ? EMPTY_REPLY_KEY : null;
}

/** The body of `POST common/disputes/{id}/dispute_replies` (document 1 §7.6). */
export function replyPayload(message: string): { dispute_reply: { description: string } } {
  return { dispute_reply: { description: message.trim() } };
}
