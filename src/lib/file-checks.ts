import { UPLOAD_LIMIT_BYTES } from "@/config/constants";
import { HEAD_BYTES, checkFileFacts, type FileCheckResult, type UploadKind } from "@/domain/files";

export type { FileCheckError, FileCheckResult, UploadKind } from "@/domain/files";

/** The bytes of a Blob (Blob.arrayBuffer where available, FileReader otherwise). */
export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === "function") return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Checks a picked file before any network call (document 1 §9): its declared type, emptiness,
 * the size limit of its kind and its real content (magic bytes). Reads only the first bytes.
 * A failure carries an i18n key (`files.errors.*`) and its values.
 */
export async function checkFile(file: File, kind: UploadKind, limitBytes: number = UPLOAD_LIMIT_BYTES[kind]): Promise<FileCheckResult> {
  const head = file.size > 0 ? await blobBytes(file.slice(0, HEAD_BYTES)) : new Uint8Array();
  return checkFileFacts({ name: file.name, type: file.type, size: file.size }, head, kind, limitBytes);
}
