/**
 * Twenty bad files per upload kind (issue 11): wrong types, renamed extensions with the wrong magic
 * bytes, an empty file, one over the limit, and odd names (very long, a path, a right-to-left
 * override hiding the real extension, control characters, only dots, only an emoji). Each one must
 * be refused before any request. Also one good file per kind (so a check that refuses everything
 * fails). Plain data: Playwright's `setInputFiles` payloads and Vitest's `File`s both use it.
 */
export type UploadKind = "image" | "pdf" | "csv";
export type FilePayload = { label: string; name: string; mimeType: string; buffer: Buffer };

const MB = 1024 * 1024;
// The app's UPLOAD_LIMIT_BYTES (src/config/constants.ts); the CSV one fits the largest catalogue (issue 21).
export const LIMITS: Record<UploadKind, number> = { image: 5 * MB, pdf: 10 * MB, csv: 48 * MB };

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  "IHDR",
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89],
);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const PDF = bytes("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const CSV = bytes("name_en,price\nShirt,10\n");
const EXE = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0], "This program cannot be run in DOS mode.");
const HTML = bytes("<!doctype html><html><body><script>alert(1)</script></body></html>");
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0], "[Content_Types].xml");

const GOOD: Record<UploadKind, { extension: string; mimeType: string; buffer: Buffer }> = {
  image: { extension: "png", mimeType: "image/png", buffer: PNG },
  pdf: { extension: "pdf", mimeType: "application/pdf", buffer: PDF },
  csv: { extension: "csv", mimeType: "text/csv", buffer: CSV },
};

/** A file of exactly `size` bytes starting with the kind's good content. */
function padded(head: Buffer, size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  head.copy(body);
  return body;
}

export function goodFile(kind: UploadKind): FilePayload {
  const good = GOOD[kind];
  return { label: "good file", name: `good sale 🎉.${good.extension}`, mimeType: good.mimeType, buffer: good.buffer };
}

export function badFiles(kind: UploadKind): FilePayload[] {
  const { extension: ext, mimeType: mime, buffer: good } = GOOD[kind];
  const other =
    kind === "image"
      ? { name: "document.pdf", mimeType: "application/pdf", buffer: PDF }
      : { name: "photo.png", mimeType: "image/png", buffer: PNG };
  // A file of another kind's real content renamed to this kind's extension.
  const renamedOther = kind === "image" ? JPEG : kind === "pdf" ? PNG : PDF;
  const files: FilePayload[] = [
    { label: "wrong type (exe)", name: "setup.exe", mimeType: "application/x-msdownload", buffer: EXE },
    { label: "wrong type (another kind)", ...other },
    { label: "wrong type (html)", name: "page.html", mimeType: "text/html", buffer: HTML },
    { label: "exe renamed", name: `setup.${ext}`, mimeType: mime, buffer: EXE },
    { label: "html renamed", name: `page.${ext}`, mimeType: mime, buffer: kind === "csv" ? ZIP : HTML },
    { label: "svg renamed", name: `vector.${ext}`, mimeType: mime, buffer: kind === "csv" ? bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]) : SVG },
    { label: "another real type renamed", name: `renamed.${ext}`, mimeType: mime, buffer: renamedOther },
    {
      label: "truncated magic bytes",
      name: `truncated.${ext}`,
      mimeType: mime,
      buffer: kind === "csv" ? bytes([0, 0, 0, 0]) : good.subarray(0, 3),
    },
    { label: "declared type differs", name: `declared.${ext}`, mimeType: "text/html", buffer: good },
    { label: "empty file", name: `empty.${ext}`, mimeType: mime, buffer: Buffer.alloc(0) },
    { label: "over the size limit", name: `huge.${ext}`, mimeType: mime, buffer: padded(good, LIMITS[kind] + 1) },
    { label: "double extension", name: `photo.${ext}.exe`, mimeType: "application/octet-stream", buffer: EXE },
    { label: "no extension", name: "photo", mimeType: "", buffer: good },
    { label: "trailing dot", name: `photo.${ext}.`, mimeType: mime, buffer: good },
    { label: "very long name", name: `${"a".repeat(300)}.${ext}`, mimeType: mime, buffer: good },
    { label: "path in the name", name: `../../etc/passwd.${ext}`, mimeType: mime, buffer: good },
    { label: "right-to-left override", name: `invoice\u202Eexe.${ext}`, mimeType: mime, buffer: good },
    { label: "control characters", name: `photo\u0000\u0007.${ext}`, mimeType: mime, buffer: good },
    { label: "only dots", name: `....${ext}`, mimeType: mime, buffer: good },
    { label: "only an emoji", name: `🎉.${ext}`, mimeType: mime, buffer: good },
  ];
  return files;
}
