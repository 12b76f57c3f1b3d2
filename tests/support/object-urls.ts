import { vi } from "vitest";

/**
 * Answers the app's object URLs (a download, a PDF in a tab) with `make`, and ignores their
 * revocation. Spies, so `vi.restoreAllMocks()` puts URL back: test files share a worker's globals.
 */
export function spyObjectUrls(make: (blob: Blob) => string) {
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => make(blob as Blob));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
}
