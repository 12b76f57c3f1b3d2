/**
 * Progress and cancellation of the uploads of one seller's file, shared between the storage
 * adapter (object-storage.ts reports bytes sent) and the file fields (they show a progress bar and
 * a Cancel button for the file they hold). Keyed by the File object itself: a field's value is the
 * File the seller picked, and every object stored for it (the original, its resized versions)
 * reports under it.
 *
 *   const hold = holdUpload(file);          // joins a running hold of the same file
 *   hold.expect("key", bytes); hold.progress("key", sent); ... hold.release();
 *   cancelUpload(file);                     // aborts hold.signal: every request of that file
 */
export type UploadProgressState = {
  /** Bytes sent and expected, over every object of the file. */
  loaded: number;
  total: number;
  /** 0–100, rounded down (100 only once everything was sent). */
  percent: number;
  /** Cancel was asked; the requests are being stopped. */
  cancelling: boolean;
};

type Entry = {
  holds: number;
  controller: AbortController;
  parts: Map<string, { loaded: number; total: number }>;
  snapshot: UploadProgressState;
};

const entries = new Map<Blob, Entry>();
const outcomes = new WeakMap<Blob, UploadOutcome>();
const listeners = new Set<() => void>();

/** How the last upload of a file ended: every object stored, cancelled, or failed. */
export type UploadOutcome = "done" | "cancelled" | "failed";

function snapshotOf(entry: Entry): UploadProgressState {
  let loaded = 0;
  let total = 0;
  entry.parts.forEach((part) => {
    loaded += Math.min(part.loaded, part.total);
    total += part.total;
  });
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  return { loaded, total, percent, cancelling: entry.controller.signal.aborted };
}

function changed(entry: Entry): void {
  const next = snapshotOf(entry);
  const previous = entry.snapshot;
  if (previous.loaded === next.loaded && previous.total === next.total && previous.cancelling === next.cancelling) return;
  entry.snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every change of any upload (for useSyncExternalStore). */
export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The running upload of this file, or null. The same object until something changes. */
export function uploadProgress(source: Blob | null | undefined): UploadProgressState | null {
  return source ? (entries.get(source)?.snapshot ?? null) : null;
}

export type UploadHold = {
  /** Aborted when the seller cancels the file's upload. */
  signal: AbortSignal;
  /** Announces an object of `total` bytes (before it is sent, so the bar does not jump back). */
  expect(part: string, total: number): void;
  progress(part: string, loaded: number): void;
  release(): void;
};

/** Starts (or joins) the tracking of a file's uploads; each hold is released once. */
export function holdUpload(source: Blob): UploadHold {
  let entry = entries.get(source);
  if (!entry) {
    entry = {
      holds: 0,
      controller: new AbortController(),
      parts: new Map(),
      snapshot: { loaded: 0, total: 0, percent: 0, cancelling: false },
    };
    entries.set(source, entry);
    listeners.forEach((listener) => listener());
  }
  const held = entry;
  held.holds += 1;
  let released = false;
  return {
    signal: held.controller.signal,
    expect(part, total) {
      if (!held.parts.has(part)) held.parts.set(part, { loaded: 0, total });
      changed(held);
    },
    progress(part, loaded) {
      const current = held.parts.get(part);
      held.parts.set(part, { loaded: Math.max(loaded, current?.loaded ?? 0), total: Math.max(current?.total ?? 0, loaded) });
      changed(held);
    },
    release() {
      if (released) return;
      released = true;
      held.holds -= 1;
      if (held.holds > 0 || entries.get(source) !== held) return;
      const complete = held.parts.size > 0 && [...held.parts.values()].every((part) => part.loaded >= part.total);
      outcomes.set(source, held.controller.signal.aborted ? "cancelled" : complete ? "done" : "failed");
      entries.delete(source);
      listeners.forEach((listener) => listener());
    },
  };
}

/** How the file's last upload ended, or null (none ended yet). */
export function uploadOutcome(source: Blob | null | undefined): UploadOutcome | null {
  return source ? (outcomes.get(source) ?? null) : null;
}

/** Cancels the running upload of this file (every object of it); false when none runs. */
export function cancelUpload(source: Blob | null | undefined): boolean {
  const entry = source ? entries.get(source) : undefined;
  if (!entry || entry.controller.signal.aborted) return false;
  entry.controller.abort();
  changed(entry);
  return true;
}
