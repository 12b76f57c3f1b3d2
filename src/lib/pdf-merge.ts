/**
 * One PDF holding the pages of several, in the order given (the packing slips of a selection of
 * orders, issue 19). pdf-lib is loaded on first use, so the orders list does not carry it.
 */
export async function mergePdfs(parts: readonly Blob[]): Promise<Blob> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(await part.arrayBuffer());
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  const bytes = await merged.save();
  return new Blob([bytes.slice().buffer as ArrayBuffer], { type: "application/pdf" });
}
