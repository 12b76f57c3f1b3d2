/** How long after reloading for a screen's code the app does not reload for it again (no loop). */
export const CODE_RELOAD_PAUSE_MS = 60_000;

export type CodeReload = { path: string; at: number };

/**
 * Whether to reload the page because a screen's code failed to load again: only online (offline the
 * new document would not load either), and not when the app reloaded for the same address less than
 * a minute ago (the code is missing on the server, not held back by the browser: the error stands).
 */
export function shouldReloadForCode({
  online,
  path,
  now,
  last,
}: {
  online: boolean;
  path: string;
  now: number;
  last: CodeReload | null;
}): boolean {
  if (!online) return false;
  return !last || last.path !== path || now - last.at >= CODE_RELOAD_PAUSE_MS || now < last.at;
}

/** The stored record of the last reload, or null when absent or unreadable. */
export function parseCodeReload(stored: string | null): CodeReload | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<CodeReload>;
    return typeof value.path === "string" && typeof value.at === "number" ? { path: value.path, at: value.at } : null;
  } catch {
    return null;
  }
}
