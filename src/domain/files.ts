/**
 * Upload rules (document 1 §9, document 2 §9): what a seller may upload, checked before any
 * network call, and how stored objects are named. Pure: the caller reads the file's first bytes.
 */

export type UploadKind = "image" | "pdf" | "csv";

/** A file's real type, read from its first bytes ("csv" means: plain text). */
export type ContentType = "png" | "jpeg" | "gif" | "pdf" | "csv";

type Rule = { extensions: readonly string[]; mimeTypes: readonly string[]; contents: readonly ContentType[] };

export const UPLOAD_RULES: Record<UploadKind, Rule> = {
  image: {
    extensions: ["jpeg", "jpg", "png", "gif"],
    mimeTypes: ["image/jpeg", "image/png", "image/gif"],
    contents: ["jpeg", "png", "gif"],
  },
  pdf: { extensions: ["pdf"], mimeTypes: ["application/pdf"], contents: ["pdf"] },
  // Browsers label .csv files inconsistently (Windows: application/vnd.ms-excel).
  csv: {
    extensions: ["csv"],
    mimeTypes: ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel", "text/x-csv"],
    contents: ["csv"],
  },
};

/** How many leading bytes `detectContent` needs. */
export const HEAD_BYTES = 1024;

const MIME: Record<ContentType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  pdf: "application/pdf",
  csv: "text/csv",
};

const EXTENSION: Record<ContentType, string> = { png: "png", jpeg: "jpg", gif: "gif", pdf: "pdf", csv: "csv" };

function startsWith(head: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => head[offset + index] === byte);
}

/** `%PDF-` within the first 1024 bytes (the PDF format tolerates a short preamble). */
function hasPdfHeader(head: Uint8Array): boolean {
  const marker = [0x25, 0x50, 0x44, 0x46, 0x2d];
  for (let offset = 0; offset + marker.length <= Math.min(head.length, HEAD_BYTES); offset += 1) {
    if (startsWith(head, marker, offset)) return true;
  }
  return false;
}

/** Text: no NUL byte and no C0 control other than tab, line feed, carriage return and form feed. */
function looksLikeText(head: Uint8Array): boolean {
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x1b);
}

/** The real type of a file from its magic bytes, or null when it is none of the accepted ones. */
export function detectContent(head: Uint8Array): ContentType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return "gif";
  if (hasPdfHeader(head)) return "pdf";
  if (head.length > 0 && looksLikeText(head)) return "csv";
  return null;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0
    ? ""
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

const BY_EXTENSION: Record<string, ContentType> = { png: "png", jpg: "jpeg", jpeg: "jpeg", gif: "gif", pdf: "pdf", csv: "csv" };

/** The declared name and browser-reported type must both name what the bytes are. */
function matchesDeclared(content: ContentType, extension: string, mime: string): boolean {
  if (BY_EXTENSION[extension] !== content) return false;
  return mime === "" || content === "csv" || MIME[content] === mime;
}

export type FileFacts = { name: string; type: string; size: number };

/** The longest file name accepted (characters). */
export const MAX_FILE_NAME_LENGTH = 200;

/** Path separators, control characters and invisible or text-direction controls (U+202E…). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME_CHARACTERS = /[/\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/**
 * Why a file's name is refused, or null. Stored objects never use the seller's name (see
 * `objectKey`), but the name is shown and sent along (the bulk import): a name that hides its real
 * extension (`invoice\u202Egnp.exe` shows as "invoiceexe.png"), holds a path (`../`) or control
 * characters, is absurdly long, or has no letter or digit before its extension (`....png`, an emoji
 * alone) is refused.
 */
export function fileNameProblem(name: string): "name" | "nameTooLong" | null {
  if (name.length > MAX_FILE_NAME_LENGTH) return "nameTooLong";
  if (UNSAFE_NAME_CHARACTERS.test(name)) return "name";
  const dot = name.lastIndexOf(".");
  const base = dot < 0 ? name : name.slice(0, dot);
  return /[\p{L}\p{N}]/u.test(base) ? null : "name";
}

export type FileCheckError = { key: string; values?: Record<string, string | number> };

export type FileCheckResult =
  { ok: true; content: ContentType; contentType: string; extension: string } | { ok: false; error: FileCheckError };

/** A CSV past its limit is a catalogue too large for one import: its message says to split it (issue 21). */
const TOO_BIG_ERROR: Record<UploadKind, string> = {
  image: "files.errors.tooBig",
  pdf: "files.errors.tooBig",
  csv: "bulkImport.messages.tooBig",
};

const TYPE_ERROR: Record<UploadKind, string> = {
  image: "files.errors.imageType",
  pdf: "files.errors.pdfType",
  csv: "files.errors.csvType",
};

/**
 * Accepts a file when its extension and declared type are allowed for the kind, it is not empty,
 * it is within the limit, and its first bytes are really of the declared type (a PNG renamed
 * .pdf is refused). Errors are i18n keys with values.
 */
export function checkFileFacts(file: FileFacts, head: Uint8Array, kind: UploadKind, limitBytes: number): FileCheckResult {
  const rule = UPLOAD_RULES[kind];
  const mime = file.type.trim().toLowerCase();
  const extension = extensionOf(file.name);
  if (!rule.extensions.includes(extension) || (mime !== "" && !rule.mimeTypes.includes(mime))) {
    return { ok: false, error: { key: TYPE_ERROR[kind] } };
  }
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return { ok: false, error: { key: `files.errors.${nameProblem}`, values: { max: MAX_FILE_NAME_LENGTH } } };
  if (file.size <= 0) return { ok: false, error: { key: "files.errors.empty" } };
  if (file.size > limitBytes) {
    return { ok: false, error: { key: TOO_BIG_ERROR[kind], values: { limit: formatMegabytes(limitBytes) } } };
  }
  const content = detectContent(head);
  if (!content || !rule.contents.includes(content) || !matchesDeclared(content, extension, mime)) {
    return { ok: false, error: { key: "files.errors.content", values: { type: extension } } };
  }
  return { ok: true, content, contentType: MIME[content], extension: EXTENSION[content] };
}

/** 5242880 → "5", 1572864 → "1.5". */
export function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/** Folders of the object store (images under media/images, document 1 §7.2). */
export const STORAGE_FOLDERS = {
  images: "media/images",
  documents: "documents",
  agreements: "agreements",
  imports: "imports",
} as const;

export type StorageFolder = (typeof STORAGE_FOLDERS)[keyof typeof STORAGE_FOLDERS];

/** Keys of new objects and who may delete them: src/domain/storage-keys.ts. */
