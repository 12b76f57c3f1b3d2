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
  return (status ?? "").trim().toLowerCase() === "open" ? { tone: "success", variant: "filled" } : { tone: "default", variant: "outlined" };
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

/**
 * How many replies a thread shows when it opens: the newest ones. Older ones come in pages of the
 * same size on request, so opening a long thread costs the same as opening a short one.
 */
export const THREAD_PAGE_SIZE = 50;

/** How many of a thread's oldest replies stay hidden when it opens (the newest page shows). */
export function hiddenOnOpen(total: number, pageSize = THREAD_PAGE_SIZE): number {
  return Math.max(0, total - pageSize);
}

/** How many stay hidden after "Show older replies": one more page shows. */
export function hiddenAfterShowingOlder(hidden: number, pageSize = THREAD_PAGE_SIZE): number {
  return Math.max(0, hidden - pageSize);
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

/** How often an open dispute's thread asks for new replies while the page is visible (issue 19 item 5). */
export const THREAD_POLL_MS = 15_000;

/** Whether a dispute's thread keeps fetching new replies by itself: only an open one, and only while the page is visible. */
export function shouldPollThread(status: string | null | undefined, pageVisible: boolean): boolean {
  return pageVisible && (status ?? "").trim().toLowerCase() === "open";
}

/** The newest reply the seller has seen in one dispute: its id and time. */
export type SeenReply = { id: number; at: string };

/** Per dispute id, the newest reply the seller has seen. */
export type SeenReplies = Record<string, SeenReply>;

/** How many disputes the record keeps (the most recently seen replies win). */
export const SEEN_REPLIES_LIMIT = 500;

/** The newest reply of a thread (by time, then id), or null when there is none. */
export function newestReply(replies: DisputeReply[] | null | undefined): DisputeReply | null {
  return threadOf(replies).at(-1) ?? null;
}

function isNewer(reply: Pick<DisputeReply, "id" | "created_at">, than: SeenReply): boolean {
  if (reply.id === than.id) return false;
  const difference = time(reply.created_at) - time(than.at);
  if (Number.isNaN(difference) || difference === 0) return reply.id > than.id;
  return difference > 0;
}

/**
 * Whether the list marks a dispute "New reply": its newest reply is an admin's or a customer's (the
 * seller's own reply is seen by its writer) and is newer than the newest one the seller has seen
 * there. A dispute without replies (or a list item without them) is never marked.
 */
export function hasUnseenReply(dispute: Pick<Dispute, "id" | "replies">, seen: SeenReplies): boolean {
  const newest = newestReply(dispute.replies);
  if (!newest || isOwnReply(newest)) return false;
  const last = seen[String(dispute.id)];
  return !last || isNewer(newest, last);
}

/**
 * The record after the seller has seen a thread: its newest reply becomes the dispute's seen reply
 * (never going back to an older one). Returns the same object when nothing changes.
 */
export function markRepliesSeen(seen: SeenReplies, disputeId: number | string, replies: DisputeReply[] | null | undefined): SeenReplies {
  const newest = newestReply(replies);
  if (!newest) return seen;
  const key = String(disputeId);
  const last = seen[key];
  if (last && !isNewer(newest, last)) return seen;
  const next: SeenReplies = { ...seen, [key]: { id: newest.id, at: newest.created_at } };
  const keys = Object.keys(next);
  if (keys.length <= SEEN_REPLIES_LIMIT) return next;
  const kept = keys.sort((a, b) => time(next[b].at) - time(next[a].at)).slice(0, SEEN_REPLIES_LIMIT);
  return Object.fromEntries(kept.map((id) => [id, next[id]]));
}

/** Reads a stored record, keeping only well-formed entries (a damaged or foreign value reads as nothing seen). */
export function readSeenReplies(value: unknown): SeenReplies {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const seen: SeenReplies = {};
  for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
    const candidate = entry as { id?: unknown; at?: unknown } | null;
    if (candidate && typeof candidate.id === "number" && Number.isFinite(candidate.id) && typeof candidate.at === "string") {
      seen[id] = { id: candidate.id, at: candidate.at };
    }
  }
  return seen;
}

/** The storage name of a seller's record (per store and user): the session module stores it under `sbo.seen.`. */
export function seenRepliesName(storeId: number | string | null | undefined, uid: string | null | undefined): string | null {
  if (storeId === null || storeId === undefined || !uid) return null;
  return `disputes.${storeId}.${uid.trim().toLowerCase()}`;
}
