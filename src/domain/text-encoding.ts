/**
 * The text encodings a seller's CSV may come in (issue 21), pure. Excel writes "CSV UTF-8" with a
 * byte-order mark, and plain "CSV" in the Windows code page of the computer: Windows-1256 on an
 * Arabic Windows. A file that is not valid UTF-8 is read as Windows-1256; the seller may also
 * choose the encoding.
 */

export const TEXT_ENCODINGS = ["utf-8", "windows-1256"] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** The seller's choice: detect, or one encoding. */
export const ENCODING_CHOICES = ["auto", ...TEXT_ENCODINGS] as const;
export type EncodingChoice = (typeof ENCODING_CHOICES)[number];

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

/** True when the bytes are valid UTF-8; a character cut at the end (a file read in pieces) is fine. */
export function isValidUtf8Start(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The encoding of a file from its first bytes: UTF-8 with a BOM or when valid, else Windows-1256. */
export function detectEncoding(head: Uint8Array): TextEncoding {
  if (hasUtf8Bom(head)) return "utf-8";
  return isValidUtf8Start(head) ? "utf-8" : "windows-1256";
}

/** The encoding to read with: the seller's choice, or the one detected from the first bytes. */
export function resolveEncoding(choice: EncodingChoice, head: Uint8Array): TextEncoding {
  return choice === "auto" ? detectEncoding(head) : choice;
}
