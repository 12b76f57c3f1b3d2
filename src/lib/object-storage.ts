import type { S3Client } from "@aws-sdk/client-s3";
import type { XhrHttpHandler } from "@aws-sdk/xhr-http-handler";
import { env } from "@/config/env";
import { cognitoIdentityCredentials, type CredentialsProvider } from "./cognito-credentials";

/**
 * Object storage (document 1 §7.2, document 2 §7): files go straight from the browser to an
 * S3-compatible bucket, keys are generated (never the seller's file name), old files are deleted
 * by key. This module is the connection to the bucket: its credentials, SDK clients, endpoint and
 * object URLs; the uploads, downloads and deletes are in object-transfers.ts. The AWS SDK is
 * imported lazily on the first call, so only screens that upload load it.
 *
 * Keys go under the storage identity's own prefix, `<folder>/<identityId>/<uuid>.<ext>`, and the
 * app deletes only keys under it (src/domain/storage-keys.ts; the IAM policy in deploy/README.md
 * allows nothing else). Credentials are temporary: an injected provider (`setStorageCredentials`),
 * else the configured Cognito identity pool, else, for the embedded mock store only, its demo
 * credentials and fixed demo identity.
 *
 *   objectUrl(key);                 // the object's public URL
 *   keyFromUrl(url);                // the key behind a URL of this bucket, else null
 */
export type StoredObject = { key: string; url: string; contentType: string };

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

/** The SDK clients of one storage identity (`xhr`: the uploads' handler, for their progress; null outside a browser). */
export type StorageClients = { identityId: string; s3: S3Client; uploads: S3Client; xhr: XhrHttpHandler | null };

let injected: CredentialsProvider | null = null;
let provider: CredentialsProvider | null = null;
let clientsPromise: Promise<StorageClients> | null = null;

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

/** The configured bucket (a `config` StorageError when there is none). */
export function storageBucket(): string {
  if (!env.storage.bucket) throw new StorageError("Object storage has no bucket configured.", "config");
  return env.storage.bucket;
}

/**
 * The SDK clients for the current storage identity: one over fetch (reads, deletes), one over
 * XMLHttpRequest for uploads where there is one (upload progress). Built again when the identity
 * changes (a sign-out starts a new one): the SDK keeps credentials until they expire.
 */
export async function storageClients(): Promise<StorageClients> {
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
  return (await storageClients()).identityId;
}

/** A key as it appears in a URL path: each segment encoded, the slashes kept. */
export const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The public URL of a key: path-style under a custom endpoint, virtual-hosted on AWS. */
export function objectUrl(key: string): string {
  const custom = endpoint();
  return custom
    ? `${custom}/${storageBucket()}/${encodeKey(key)}`
    : `https://${storageBucket()}.s3.${env.storage.region}.amazonaws.com/${encodeKey(key)}`;
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
