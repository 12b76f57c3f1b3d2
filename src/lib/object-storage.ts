import type { S3Client } from "@aws-sdk/client-s3";
import { env } from "@/config/env";
import { objectKey, resizedKey, type StorageFolder, type UploadKind } from "@/domain/files";
import { cognitoIdentityCredentials, type CredentialsProvider } from "./cognito-credentials";
import { blobBytes, checkFile } from "./file-checks";
import { randomUuid } from "./random-id";

/**
 * Object storage (document 1 §7.2, document 2 §7): files go straight from the browser to an
 * S3-compatible bucket, keys are generated (never the seller's file name), old files are deleted
 * by key. The AWS SDK is imported lazily on the first call, so only screens that upload load it.
 *
 * Credentials are temporary: an injected provider (`setStorageCredentials`), else the configured
 * Cognito identity pool, else, for the embedded mock store only, its demo credentials.
 *
 *   const logo = await upload(file, STORAGE_FOLDERS.images);     // {key, url, contentType}
 *   await remove(oldKey);                                       // after the save succeeded
 */
export type StoredObject = { key: string; url: string; contentType: string };

/** Bytes we produced ourselves (a resized PNG, a filled PDF): no check, the type is known. */
export type GeneratedFile = { body: Blob | Uint8Array; contentType: string; extension: string };

export type { CredentialsProvider, StorageCredentials } from "./cognito-credentials";

/** Why an upload or a delete failed: a refused file, missing configuration, or the store's answer. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly reason: "check" | "config" | "request",
    /** For `check`: the i18n key of the refusal. */
    readonly messageKey?: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

const FOLDER_KIND: Record<StorageFolder, UploadKind> = {
  "media/images": "image",
  documents: "pdf",
  agreements: "pdf",
  imports: "csv",
};

let injected: CredentialsProvider | null = null;
let clientPromise: Promise<S3Client> | null = null;

/** Replaces the credentials source (an app with its own identity flow; tests). */
export function setStorageCredentials(provider: CredentialsProvider | null): void {
  injected = provider;
  clientPromise = null;
}

function credentials(): CredentialsProvider {
  if (injected) return injected;
  const { identityPoolId, demoCredentials } = env.storage;
  if (identityPoolId) return cognitoIdentityCredentials(identityPoolId);
  if (demoCredentials) return async () => demoCredentials;
  throw new StorageError("Object storage has no credentials provider configured.", "config");
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

async function client(): Promise<S3Client> {
  clientPromise ??= (async () => {
    const provider = credentials();
    const { S3Client: Client } = await import("@aws-sdk/client-s3");
    const custom = endpoint();
    return new Client({
      region: env.storage.region,
      ...(custom ? { endpoint: custom, forcePathStyle: true } : {}),
      credentials: provider,
      // Plain signed requests, which every S3-compatible store accepts.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  })().catch((error: unknown) => {
    clientPromise = null;
    throw error;
  });
  return clientPromise;
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

async function put(key: string, body: Blob | Uint8Array, contentType: string): Promise<StoredObject> {
  const bytes = body instanceof Uint8Array ? body : await blobBytes(body);
  const s3 = await client();
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  } catch (error) {
    throw new StorageError(`Upload of ${key} failed: ${error instanceof Error ? error.message : String(error)}`, "request");
  }
  return { key, url: objectUrl(key), contentType };
}

/**
 * Uploads a seller's file (checked again here: type, size, content) or bytes we generated, under
 * `folder/<uuid>.<ext>`. Pass `id` and `suffix` to place a version next to its original.
 */
export async function upload(
  file: File | GeneratedFile,
  folder: StorageFolder,
  options: { id?: string; suffix?: string } = {},
): Promise<StoredObject> {
  const id = options.id ?? randomUuid();
  if (file instanceof Blob) {
    const check = await checkFile(file, FOLDER_KIND[folder]);
    if (!check.ok) throw new StorageError(`Refused file for ${folder}.`, "check", check.error.key);
    return put(objectKey(folder, id, check.extension, options.suffix), file, check.contentType);
  }
  return put(objectKey(folder, id, file.extension, options.suffix), file.body, file.contentType);
}

/** Uploads an image and its resized PNG versions next to it (`<uuid>_250x250.png`, ...). */
export async function uploadImageWithVersions(
  file: File,
  versions: { size: number; blob: Blob }[],
): Promise<{ original: StoredObject; versions: Record<number, StoredObject> }> {
  const original = await upload(file, "media/images");
  const results = await Promise.allSettled(versions.map(({ size, blob }) => put(resizedKey(original.key, size), blob, "image/png")));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    // No orphans: what did upload goes again before the failure is reported.
    await removeQuietly([original.key, ...results.map((result) => (result.status === "fulfilled" ? result.value.key : null))]);
    throw failed.reason;
  }
  const stored = results.map((result, index) => [versions[index].size, (result as PromiseFulfilledResult<StoredObject>).value] as const);
  return { original, versions: Object.fromEntries(stored) };
}

/** The bytes of an object (the agreement template). */
export async function download(key: string): Promise<Uint8Array> {
  const s3 = await client();
  const { GetObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    const response = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!response.Body) throw new Error("empty body");
    return await response.Body.transformToByteArray();
  } catch (error) {
    throw new StorageError(`Download of ${key} failed: ${error instanceof Error ? error.message : String(error)}`, "request");
  }
}

/** Deletes an object by key (S3 answers success for a missing key). */
export async function remove(key: string): Promise<void> {
  const s3 = await client();
  const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  } catch (error) {
    throw new StorageError(`Delete of ${key} failed: ${error instanceof Error ? error.message : String(error)}`, "request");
  }
}

/** Best-effort deletes of replaced or orphaned files: a failure is logged, never shown. */
export async function removeQuietly(keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    keys.filter((key): key is string => Boolean(key)).map((key) => remove(key).catch((error: unknown) => console.warn(`[storage] ${String(error)}`))),
  );
}
