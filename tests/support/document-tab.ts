import { vi } from "vitest";
import { spyObjectUrls } from "./object-urls";

/**
 * The tab the app opens on the click for a document (`window.open`, before the PDF is fetched),
 * whose address it then sets to the PDF's object URL, `url` here. `open` is the spy on
 * `window.open`, `tab` the tab, `document()` the last blob given an object URL.
 */
export function catchDocumentTab(url: string) {
  const tab = { location: { href: "" }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
  let document: Blob | undefined;
  spyObjectUrls((blob) => {
    document = blob;
    return url;
  });
  return { tab, open, document: () => document };
}

/** A pop-up blocker: `window.open` gives nothing; `alert` is the spy on the alert the app shows. */
export function blockPopUps() {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
  return { open, alert };
}
