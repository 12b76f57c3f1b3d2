import type { S3Client } from "@aws-sdk/client-s3";
import type { XhrHttpHandler } from "@aws-sdk/xhr-http-handler";
import { env } from "@/config/env";
import type { StorageFolder, UploadKind } from "@/domain/files";
import { objectKey, resizedKey, splitDeletes } from "@/domain/storage-keys";
import { cognitoIdentityCredentials, type CredentialsProvider } from "./cognito-credentials";
import { blobBytes, checkFile } from "./file-checks";
import { randomUuid } from "./random-id";
import { holdUpload, type UploadHold } from "./upload-progress";

/**
 * Object storage (document 1 §7.2, document 2 §7): files go straight from the browser to an
 * S3-compatible bucket, keys are generated (never the seller's file name), old files are deleted
 * by key. The AWS SDK is imported lazily on the first call, so only screens that upload load it.
 *
 * Keys go under the storage identity's own prefix, `<folder>/<identityId>/<uuid>.<ext>`, and the
 * app deletes only keys under it (src/domain/storage-keys.ts; the IAM policy in deploy/README.md
 * allows nothing else). Credentials are temporary: an injected provider (`setStorageCredentials`),
 * else the configured Cognito identity pool, else, for the embedded mock store only, its demo
 * credentials and fixed demo identity.
 *
 * Uploads report their progress and can be cancelled per seller's file (upload-progress.ts): in a
 * browser they go over XMLHttpRequest, whose upload events give the bytes sent. A cancelled or
 * failed upload deletes whatever of it reached the bucket. Every PUT asks `If-None-Match: *`: an
 * existing object is never overwritten (the IAM policy requires it).
 *
 *   const logo = await upload(file, STORAGE_FOLDERS.images);     // {key, url, contentType}
 *   await remove(oldKey);                                       // after the save succeeded
 */
export type StoredObject = { key: string; url: string; contentType: string };

/** Bytes we produced ourselves (a resized PNG, a filled PDF): no check, the type is known. */
export type GeneratedFile = { body: Blob | Uint8Array; contentType: string; extension: string };

export type UploadOptions = {
  id?: string;
  suffix?: string;
  /** The seller's file this upload belongs to, for progress and Cancel (default: the file itself). */
  trackAs?: Blob;
};

export type { CredentialsProvider, StorageCredentials } from "./cognito-credentials";

/** Why an upload or a delete failed: a refused file, missing configuration, the store's answer, or the seller's Cancel. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly reason: "check" | "config" | "request" | "cancelled",
    /** For `check`: the i18n key of the refusal. */
    readonly messageKey?: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

/** Whether an upload failed because the seller cancelled it (no error to show: the field says so). */
export function isUploadCancelled(error: unknown): boolean {
  return error instanceof StorageError && error.reason === "cancelled";
}

const FOLDER_KIND: Record<StorageFolder, UploadKind> = {
  "media/images": "image",
  documents: "pdf",
  agreements: "pdf",
  imports: "csv",
};

type Clients = { identityId: string; s3: S3Client; uploads: S3Client; xhr: XhrHttpHandler | null };

let injected: CredentialsProvider | null = null;
let provider: CredentialsProvider | null = null;
let clientsPromise: Promise<Clients> | null = null;

/** Replaces the credentials source (an app with its own identity flow; tests). */
export function setStorageCredentials(next: CredentialsProvider | null): void {
  injected = next;
  provider = null;
  clientsPromise = null;
}

function credentials(): CredentialsProvider {
  if (injected) return injected;
  const { identityPoolId, demoCredentials } = env.storage;
  provider ??= identityPoolId ? cognitoIdentityCredentials(identityPoolId) : demoCredentials ? async () => ({ ...demoCredentials }) : null;
  if (!provider) throw new StorageError("Object storage has no credentials provider configured.", "config");
  return provider;
}

/** The endpoint as an absolute URL ("/s3" is relative to the page), or "" for AWS's own. */
function endpoint(): string {
  const configured = env.storage.endpoint.replace(/\/+$/, "");
  if (!configured || /^https?:\/\//.test(configured)) return configured;
  const origin = typeof location === "undefined" ? "http://localhost" : location.origin;
  return new URL(configured, origin).toString().replace(/\/+$/, "");
}

function bucket(): string {
  if (!env.storage.bucket) throw new StorageError("Object storage has no bucket configured.", "config");
  return env.storage.bucket;
}

/**
 * The SDK clients for the current storage identity: one over fetch (reads, deletes), one over
 * XMLHttpRequest for uploads where there is one (upload progress). Built again when the identity
 * changes (a sign-out starts a new one): the SDK keeps credentials until they expire.
 */
async function clients(): Promise<Clients> {
  const source = credentials();
  const { identityId } = await source().catch((error: unknown) => {
    throw new StorageError(`No storage credentials: ${error instanceof Error ? error.message : String(error)}`, "config");
  });
  if (!identityId) throw new StorageError("The storage credentials name no identity.", "config");
  const current = await clientsPromise?.catch(() => null);
  if (current?.identityId === identityId) return current;
  clientsPromise = (async () => {
    const { S3Client: Client } = await import("@aws-sdk/client-s3");
    const custom = endpoint();
    const config = {
      region: env.storage.region,
      ...(custom ? { endpoint: custom, forcePathStyle: true } : {}),
      credentials: source,
      // Plain signed requests, which every S3-compatible store accepts.
      requestChecksumCalculation: "WHEN_REQUIRED" as const,
      responseChecksumValidation: "WHEN_REQUIRED" as const,
    };
    const s3 = new Client(config);
    if (typeof XMLHttpRequest === "undefined") return { identityId, s3, uploads: s3, xhr: null };
    const { XhrHttpHandler: Handler } = await import("@aws-sdk/xhr-http-handler");
    const xhr = new Handler({});
    return { identityId, s3, uploads: new Client({ ...config, requestHandler: xhr }), xhr };
  })();
  clientsPromise.catch(() => {
    clientsPromise = null;
  });
  return clientsPromise;
}

/** The storage identity of this browser (keys go under `<folder>/<identityId>/`). */
export async function storageIdentity(): Promise<string> {
  return (await clients()).identityId;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The public URL of a key: path-style under a custom endpoint, virtual-hosted on AWS. */
export function objectUrl(key: string): string {
  const custom = endpoint();
  return custom
    ? `${custom}/${bucket()}/${encodeKey(key)}`
    : `https://${bucket()}.s3.${env.storage.region}.amazonaws.com/${encodeKey(key)}`;
}

/** The key behind a URL of this bucket, or null for any other URL (it is not ours to delete). */
export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url || !env.storage.bucket) return null;
  const base = objectUrl("");
  if (!url.startsWith(base) || url.length === base.length) return null;
  try {
    return url.slice(base.length).split("?")[0].split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}

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
  target: Clients,
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
        Bucket: bucket(),
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
    const target = await clients();
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
    const target = await clients();
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

/** The bytes of an object (the agreement template). */
export async function download(key: string): Promise<Uint8Array> {
  const { s3 } = await clients();
  const { GetObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    const response = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
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
  const { s3, identityId } = await clients();
  if (splitDeletes([key], identityId).own.length === 0) {
    console.info(`[storage] ${key} is not this browser's to delete: left to the bucket's lifecycle rules.`);
    return false;
  }
  const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
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
