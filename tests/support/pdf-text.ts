import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Reads back what a filled PDF shows, the way a reader's tools do: the text of a page through
 * pdf.js (the library the app's viewer uses), in Node. Items come in drawing order, each already
 * in logical order (pdf.js reverses right-to-left runs), with its position.
 */
export type PdfTextItem = { str: string; x: number; y: number; width: number; dir: string };

export async function pdfTextItems(bytes: Uint8Array, pageNumber: number): Promise<PdfTextItem[]> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(pageNumber);
    const content = await page.getTextContent({ disableNormalization: true });
    return content.items.flatMap((item) =>
      "str" in item && item.str !== ""
        ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, dir: item.dir }]
        : [],
    );
  } finally {
    await pdf.destroy();
  }
}

/**
 * The text drawn inside a box (a form field's rectangle), in reading order: items right to left for
 * a right-to-left line (its first strong character is Arabic), else left to right.
 */
export function textInBox(items: PdfTextItem[], box: { x: number; y: number; width: number; height: number }, rtl: boolean): string {
  const inside = items.filter(
    (item) => item.x >= box.x - 1 && item.x <= box.x + box.width && item.y >= box.y && item.y <= box.y + box.height,
  );
  inside.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
  return inside.map((item) => item.str).join("");
}

/** The font the app fetches in the browser, read from node_modules for tests in Node. */
export function loadUnicodeFontFromDisk(): Promise<Uint8Array> {
  const path = createRequire(import.meta.url).resolve("vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf");
  return readFile(path).then((buffer) => new Uint8Array(buffer));
}
