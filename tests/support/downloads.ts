import { expect, vi } from "vitest";
import { parseCsv } from "@/domain/csv";
import { spyObjectUrls } from "./object-urls";

export type SavedFile = { blob: Blob; name: string };

/**
 * Catches the files the app saves (an object URL clicked as a download), in order, each with the
 * name its link offered. Spies only: `vi.restoreAllMocks()` undoes it.
 */
export function captureDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  spyObjectUrls((blob) => {
    files.push({ blob, name: "" });
    return `blob:file-${files.length}`;
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.at(-1);
    if (file) file.name = this.download;
  });
  return files;
}

/** A saved CSV's text, which starts with a UTF-8 byte-order mark (checked) so Excel reads Arabic right. */
export async function csvText(file: SavedFile): Promise<string> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

/** A saved CSV's records (its header first), after checking its byte-order mark. */
export async function csvRecords(file: SavedFile): Promise<string[][]> {
  return parseCsv(await csvText(file)).records;
}
