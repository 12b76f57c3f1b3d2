import type { XhrHttpHandler } from "@aws-sdk/xhr-http-handler";
import type { StorageFolder, UploadKind } from "@/domain/files";
import { copiedImageKey, objectKey, resizedKey, splitDeletes } from "@/domain/storage-keys";
import { blobBytes, checkFile } from "./file-checks";
import {
  encodeKey,
  isUploadCancelled,
  objectUrl,
  StorageError,
  storageBucket,
  storageClients,
  type StorageClients,
  type StoredObject,
} from "./object-storage";
import { randomUuid } from "./random-id";
import { holdUpload, type UploadHold } from "./upload-progress";

/**
 * Uploads, copies, downloads and deletes of the bucket's objects (document 1 §7.2, document 2 §7),
 * over the connection of object-storage.ts. Keys are generated under the storage identity's own prefix,
 * never from the seller's file name; old files are deleted by key, and only the identity's own.
 *
 * Uploads report their progress and can be cancelled per seller's file (upload-progress.ts): in a
 * browser they go over XMLHttpRequest, whose upload events give the bytes sent. A cancelled or
 * failed upload deletes whatever of it reached the bucket. Every PUT asks `If-None-Match: *`: an
 * existing object is never overwritten (the IAM policy requires it).
 *
 *   const logo = await upload(file, STORAGE_FOLDERS.images);     // {key, url, contentType}
 *   await remove(oldKey);                                       // after the save succeeded
 */

/** Bytes we produced ourselves (a resized PNG, a filled PDF): no check, the type is known. */
export type GeneratedFile = { body: Blob | Uint8Array; contentType: string; extension: string };

export type UploadOptions = {
  id?: string;
  suffix?: string;
  /** The seller's file this upload belongs to, for progress and Cancel (default: the file itself). */
  trackAs?: Blob;
};

const FOLDER_KIND: Record<StorageFolder, UploadKind> = {
  "media/images": "image",
  documents: "pdf",
  agreements: "pdf",
  imports: "csv",
};

/** Bytes sent for `key`, from the XHR handler's upload events (its requests carry the key in their path). */
function onUploadProgress(xhr: XhrHttpHandler | null, key: string, report: (loaded: number) => void): () => void {
  if (!xhr) return () => undefined;
  const suffix = `/${encodeKey(key)}`;
  const listener = (event: ProgressEvent, request: { path?: string }) => {
    if (request?.path?.endsWith(suffix) || (request?.path && decodeURIComponent(request.path).endsWith(`/${key}`))) report(event.loaded);
  };
  xhr.on("xhr.upload.progress", listener);
  return () => void xhr.off("xhr.upload.progress", listener);
}

async function put(
  target: StorageClients,
  key: string,
  body: Blob | Uint8Array,
  contentType: string,
  hold: UploadHold | null,
): Promise<StoredObject> {
  const bytes = body instanceof Uint8Array ? body : await blobBytes(body);
  hold?.expect(key, bytes.length);
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  const stop = onUploadProgress(target.xhr, key, (loaded) => hold?.progress(key, loaded));
  let sent = false;
  try {
    if (hold?.signal.aborted) throw new Error("cancelled before it started");
    sent = true;
    const output = await target.uploads.send(
      new PutObjectCommand({
        Bucket: storageBucket(),
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        IfNoneMatch: "*",
      }),
      { abortSignal: hold?.signal },
    );
    // The XHR handler answers an aborted or failed request (CORS refused, network down) with a
    // status-0 "response" the S3 parser takes for a success: only a 2xx is one.
    const status = output.$metadata.httpStatusCode ?? 0;
    if (hold?.signal.aborted) throw new Error("cancelled");
    if (status < 200 || status > 299) throw new Error(`the store answered status ${status}`);
    hold?.progress(key, bytes.length);
  } catch (error) {
    const cancelled = Boolean(hold?.signal.aborted);
    // Whatever of it reached the bucket goes (a fresh key of our own: nothing else can be there).
    if (sent) void removeQuietly([key]);
    throw new StorageError(
      `Upload of ${key} ${cancelled ? "cancelled" : "failed"}: ${error instanceof Error ? error.message : String(error)}`,
      cancelled ? "cancelled" : "request",
    );
  } finally {
    stop();
  }
  return { key, url: objectUrl(key), contentType };
}

/**
 * Uploads a seller's file (checked again here: type, size, content) or bytes we generated, under
 * `folder/<identityId>/<uuid>.<ext>`. Pass `id` and `suffix` to place a version next to its original.
 */
export async function upload(file: File | GeneratedFile, folder: StorageFolder, options: UploadOptions = {}): Promise<StoredObject> {
  const id = options.id ?? randomUuid();
  let body: Blob | Uint8Array;
  let contentType: string;
  let extension: string;
  if (file instanceof Blob) {
    const check = await checkFile(file, FOLDER_KIND[folder]);
    if (!check.ok) throw new StorageError(`Refused file for ${folder}.`, "check", check.error.key);
    ({ contentType, extension } = check);
    body = file;
  } else {
    ({ body, contentType, extension } = file);
  }
  const tracked = options.trackAs ?? (file instanceof Blob ? file : undefined);
  const hold = tracked ? holdUpload(tracked) : null;
  try {
    const target = await storageClients();
    return await put(target, objectKey(folder, target.identityId, id, extension, options.suffix), body, contentType, hold);
  } finally {
    hold?.release();
  }
}

/** Uploads an image and its resized PNG versions next to it (`<uuid>_250x250.png`, ...). */
export async function uploadImageWithVersions(
  file: File,
  versions: { size: number; blob: Blob }[],
): Promise<{ original: StoredObject; versions: Record<number, StoredObject> }> {
  const hold = holdUpload(file);
  try {
    const check = await checkFile(file, "image");
    if (!check.ok) throw new StorageError("Refused file for media/images.", "check", check.error.key);
    const target = await storageClients();
    const id = randomUuid();
    const originalKey = objectKey("media/images", target.identityId, id, check.extension);
    // Every object announced first: the progress bar runs once from 0 to 100.
    hold.expect(originalKey, file.size);
    versions.forEach(({ size, blob }) => hold.expect(resizedKey(originalKey, size), blob.size));
    const original = await upload(file, "media/images", { id });
    const results = await Promise.allSettled(
      versions.map(({ size, blob }) => put(target, resizedKey(original.key, size), blob, "image/png", hold)),
    );
    const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failed) {
      // No orphans: what did upload goes again before the failure is reported.
      await removeQuietly([original.key, ...results.map((result) => (result.status === "fulfilled" ? result.value.key : null))]);
      throw failed.reason;
    }
    const stored = results.map((result, index) => [versions[index].size, (result as PromiseFulfilledResult<StoredObject>).value] as const);
    return { original, versions: Object.fromEntries(stored) };
  } finally {
    hold.release();
  }
}

/**
 * Copies an image of the bucket to a fresh key of this identity under media/images, in the bucket
 * itself (CopyObject: no bytes through the browser); like a PUT it never overwrites (`If-None-Match`).
 * A duplicate's images become its own this way, so deleting the source's never takes them.
 */
export async function copyImage(sourceKey: string): Promise<Omit<StoredObject, "contentType">> {
  const { s3, identityId } = await storageClients();
  const key = copiedImageKey(sourceKey, identityId, randomUuid());
  const { CopyObjectCommand } = await import("@aws-sdk/client-s3");
  // URL-encoded as S3 asks, but the identity's ':' left plain: S3 reads both alike, and some
  // S3-compatible stores (s3rver) decode the header with decodeURI, which keeps "%3A" as it is.
  const source = `${storageBucket()}/${encodeKey(sourceKey).replace(/%3A/g, ":")}`;
  try {
    const output = await s3.send(
      new CopyObjectCommand({
        Bucket: storageBucket(),
        Key: key,
        CopySource: source,
        IfNoneMatch: "*",
      }),
    );
    const status = output.$metadata.httpStatusCode ?? 0;
    if (status < 200 || status > 299) throw new Error(`the store answered status ${status}`);
  } catch (error) {
    throw new StorageError(`Copy of ${sourceKey} failed: ${error instanceof Error ? error.message : String(error)}`, "request");
  }
  return { key, url: objectUrl(key) };
}

/** The bytes of an object (the agreement template). */
export async function download(key: string): Promise<Uint8Array> {
  const { s3 } = await storageClients();
  const { GetObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    const response = await s3.send(new GetObjectCommand({ Bucket: storageBucket(), Key: key }));
    if (!response.Body) throw new Error("empty body");
    return await response.Body.transformToByteArray();
  } catch (error) {
    throw new StorageError(`Download of ${key} failed: ${error instanceof Error ? error.message : String(error)}`, "request");
  }
}

/**
 * Deletes an object by key (S3 answers success for a missing key) when it is this identity's own;
 * any other key is skipped without a request (it is left to the bucket's lifecycle rules) and
 * `false` comes back.
 */
export async function remove(key: string): Promise<boolean> {
  const { s3, identityId } = await storageClients();
  if (splitDeletes([key], identityId).own.length === 0) {
    console.info(`[storage] ${key} is not this browser's to delete: left to the bucket's lifecycle rules.`);
    return false;
  }
  const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: storageBucket(), Key: key }));
    return true;
  } catch (error) {
    throw new StorageError(`Delete of ${key} failed: ${error instanceof Error ? error.message : String(error)}`, "request");
  }
}

/** Best-effort deletes of replaced or orphaned files: a failure is logged, never shown; other identities' keys are skipped. */
export async function removeQuietly(keys: (string | null | undefined)[]): Promise<void> {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  await Promise.all(unique.map((key) => remove(key).catch((error: unknown) => console.warn(`[storage] ${String(error)}`))));
}

/**
 * The file a seller picked in a form field, stored when the form is saved: what `store` returns, or
 * null when storing failed. A failure is logged and `onUploadError` called, unless the seller
 * cancelled the upload (said under its field); the caller then stops the save.
 */
export async function storePickedFile<T>(file: File, store: (file: File) => Promise<T>, onUploadError: () => void): Promise<T | null> {
  try {
    return await store(file);
  } catch (error) {
    console.error(error);
    if (!isUploadCancelled(error)) onUploadError();
    return null;
  }
}
