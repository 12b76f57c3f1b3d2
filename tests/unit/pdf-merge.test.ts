import { describe, expect, it } from "vitest";
import { PDFDocument } from "@cantoo/pdf-lib";
import { mergePdfs } from "@/lib/pdf-merge";

/** A PDF of pages of the given widths (a page's width tells which part it came from). */
async function pdf(widths: number[]): Promise<Blob> {
  const document = await PDFDocument.create();
  for (const width of widths) document.addPage([width, 842]);
  return new Blob([(await document.save()).slice().buffer as ArrayBuffer], { type: "application/pdf" });
}

describe("mergePdfs", () => {
  it("holds every page of every part, in the order given", async () => {
    const merged = await mergePdfs([await pdf([101]), await pdf([202, 203]), await pdf([301])]);
    expect(merged.type).toBe("application/pdf");
    const bytes = new Uint8Array(await merged.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(4);
    expect(document.getPages().map((page) => page.getWidth())).toEqual([101, 202, 203, 301]);
  });

  it("refuses a part that is not a PDF", async () => {
    await expect(mergePdfs([await pdf([101]), new Blob(["<html>error</html>"], { type: "text/html" })])).rejects.toThrow();
  });
});
