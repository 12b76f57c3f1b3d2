import { useSyncExternalStore } from "react";
import { readRecentRecords, recentRecordsName, rememberRecent, type RecentRecord } from "@/domain/recent-records";
import { session } from "@/providers/auth/session";

const listeners = new Set<() => void>();
const NONE: RecentRecord[] = [];
let snapshot: { name: string | null; raw: string | null; value: RecentRecord[] } = { name: null, raw: null, value: NONE };

function parseJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function currentName(): string | null {
  return recentRecordsName(session.store()?.id, session.uid());
}

/** The signed-in seller's recent records, read again only when what is stored changed (a stable value for React). */
export function recentRecords(): RecentRecord[] {
  const name = currentName();
  const raw = name ? session.seen(name) : null;
  if (name !== snapshot.name || raw !== snapshot.raw) {
    snapshot = { name, raw, value: readRecentRecords(parseJson(raw)) };
  }
  return snapshot.value;
}

/** Puts a record first in the signed-in seller's list, on this device (nothing without a seller and a store). */
export function rememberRecord(record: RecentRecord): void {
  const name = currentName();
  if (!name) return;
  session.saveSeen(name, rememberRecent(recentRecords(), record));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in seller's recent records, re-rendering when one is added. */
export function useRecentRecords(): RecentRecord[] {
  return useSyncExternalStore(subscribe, recentRecords, () => NONE);
}
