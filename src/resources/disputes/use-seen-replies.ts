import { useCallback, useSyncExternalStore } from "react";
import { markRepliesSeen, readSeenReplies, seenRepliesName, type DisputeReply, type SeenReplies } from "@/domain/disputes";
import { session } from "@/providers/auth/session";

const listeners = new Set<() => void>();
const NOTHING_SEEN: SeenReplies = {};
let snapshot: { name: string | null; raw: string | null; value: SeenReplies } = { name: null, raw: null, value: NOTHING_SEEN };

function currentName(): string | null {
  return seenRepliesName(session.store()?.id, session.uid());
}

function parseJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** The signed-in seller's record, read again only when what is stored changed (a stable value for React). */
function read(): SeenReplies {
  const name = currentName();
  const raw = name ? session.seen(name) : null;
  if (name !== snapshot.name || raw !== snapshot.raw) {
    snapshot = { name, raw, value: name ? readSeenReplies(parseJson(raw)) : NOTHING_SEEN };
  }
  return snapshot.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same seller opened a dispute: its marks clear here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("sbo.seen.")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The newest reply the seller has seen in each dispute (issue 19 item 5), kept in local storage per
 * store and user (`sbo.seen.disputes.<store>.<uid>`, through the session module), and `markSeen`,
 * which records a thread the seller is looking at. The rules are `hasUnseenReply` and
 * `markRepliesSeen` in src/domain/disputes.ts.
 */
export function useSeenReplies() {
  const seen = useSyncExternalStore(subscribe, read, () => NOTHING_SEEN);
  const markSeen = useCallback((disputeId: number | string, replies: DisputeReply[]) => {
    const name = currentName();
    if (!name) return;
    const current = read();
    const next = markRepliesSeen(current, disputeId, replies);
    if (next === current) return;
    session.saveSeen(name, next);
    listeners.forEach((listener) => listener());
  }, []);
  return { seen, markSeen };
}
