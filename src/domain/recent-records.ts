/**
 * The records a seller opened recently (issue 33, "Jump anywhere"): the palette lists them before
 * anything is typed. Remembered on the device, per store and user; newest first, each record once,
 * at most RECENT_RECORDS_CAP. Pure.
 */

/** A record's screen: the Refine resource, the record's id, its address, and its name once known. */
export type RecentRecord = { resource: string; id: string; path: string; name?: string };

/** How many records the list keeps: a palette's worth, not a history. */
export const RECENT_RECORDS_CAP = 8;

/** The longest name kept: a name is a label, and storage is small. */
const MAX_NAME = 120;

/**
 * The list with `record` put first: an earlier visit to the same record (same resource and id) is
 * dropped, its name kept when this visit brings none; the oldest fall off past the cap.
 */
export function rememberRecent(list: readonly RecentRecord[], record: RecentRecord, cap = RECENT_RECORDS_CAP): RecentRecord[] {
  const same = (entry: RecentRecord) => entry.resource === record.resource && entry.id === record.id;
  const name = record.name?.trim().slice(0, MAX_NAME) || list.find(same)?.name;
  const entry: RecentRecord = { resource: record.resource, id: record.id, path: record.path, ...(name ? { name } : {}) };
  return [entry, ...list.filter((other) => !same(other))].slice(0, Math.max(0, cap));
}

function isRecord(value: unknown): value is RecentRecord {
  if (!value || typeof value !== "object") return false;
  const { resource, id, path, name } = value as Record<string, unknown>;
  return (
    typeof resource === "string" &&
    resource !== "" &&
    typeof id === "string" &&
    id !== "" &&
    typeof path === "string" &&
    // Only the app's own addresses: a stored value is not trusted to point elsewhere.
    path.startsWith("/") &&
    !path.startsWith("//") &&
    (name === undefined || typeof name === "string")
  );
}

/** The list as stored, read back: anything unreadable or malformed is left out, repeats and the excess too. */
export function readRecentRecords(stored: unknown, cap = RECENT_RECORDS_CAP): RecentRecord[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isRecord)
    .reverse()
    .reduce<RecentRecord[]>((list, record) => rememberRecent(list, record, cap), []);
}

/** The storage name of a seller's list (per store and user): the session module stores it under `sbo.seen.`. */
export function recentRecordsName(storeId: number | string | null | undefined, uid: string | null | undefined): string | null {
  if (storeId === null || storeId === undefined || !uid) return null;
  return `recent.${storeId}.${uid.trim().toLowerCase()}`;
}
