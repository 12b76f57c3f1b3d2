/**
 * Object keys of the upload bucket (document 1 §7.2, document 2 §7: files go straight from the
 * browser, images under a media/images folder, old files deleted by key), and who may delete
 * which. Pure; deploy/README.md holds the bucket and IAM policies these rules mirror.
 *
 * Every new object goes under the uploading browser's storage identity (a Cognito identity id,
 * `region:uuid`): `<folder>/<identityId>/<uuid>[_<suffix>].<ext>`. The IAM role lets an identity
 * write and delete only under its own prefixes, so the app never tries to delete anything else:
 * a key outside them (a file stored from another device, before a sign-out, by the seed or by
 * another seller) is skipped and left to the bucket's lifecycle rules.
 */
import { STORAGE_FOLDERS, type StorageFolder } from "./files";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const IDENTITY_ID = new RegExp(`^[a-z]{2}(?:-[a-z]+)+-\\d{1,2}:${UUID}$`);
const GENERATED_NAME = new RegExp(`^${UUID}(?:_[a-z0-9x]{1,16})?\\.[a-z0-9]{1,5}$`);
const SAFE_EXTENSION = /^[a-z0-9]{1,5}$/;
const SAFE_SUFFIX = /^[a-z0-9x]{1,16}$/;

/** The folders a storage identity writes to (each under its own `<folder>/<identityId>/`). */
export const WRITABLE_FOLDERS: readonly StorageFolder[] = Object.values(STORAGE_FOLDERS);

/** A Cognito identity id: `region:uuid` (`eu-west-1:0f…`). */
export function isIdentityId(value: string | null | undefined): value is string {
  return typeof value === "string" && IDENTITY_ID.test(value);
}

function requireIdentity(identityId: string): void {
  if (!isIdentityId(identityId)) throw new Error(`Not a storage identity id: "${identityId}".`);
}

/** `<folder>/<identityId>/`: everything this identity may write and delete in a folder. */
export function identityPrefix(folder: StorageFolder, identityId: string): string {
  requireIdentity(identityId);
  return `${folder}/${identityId}/`;
}

/**
 * The key of a new object: `<folder>/<identityId>/<uuid>[_<suffix>].<ext>`. Never the seller's
 * file name: the id is a generated UUID and the extension comes from the file's real content.
 */
export function objectKey(folder: StorageFolder, identityId: string, id: string, extension: string, suffix?: string): string {
  if (!new RegExp(`^${UUID}$`).test(id)) throw new Error(`Object ids are UUIDs, got "${id}".`);
  if (!SAFE_EXTENSION.test(extension)) throw new Error(`Unsafe extension "${extension}".`);
  if (suffix !== undefined && !SAFE_SUFFIX.test(suffix)) throw new Error(`Unsafe key suffix "${suffix}".`);
  return `${identityPrefix(folder, identityId)}${id}${suffix ? `_${suffix}` : ""}.${extension}`;
}

/** The key of a resized version next to its original: `media/images/<identityId>/<uuid>_250x250.png`. */
export function resizedKey(originalKey: string, size: number): string {
  const match = new RegExp(`^(.+/${UUID})\\.[a-z0-9]{1,5}$`).exec(originalKey);
  if (!match || !Number.isInteger(size) || size <= 0) throw new Error(`Not a generated key: "${originalKey}".`);
  return `${match[1]}_${size}x${size}.png`;
}

/**
 * The key of an image's copy (a duplicate's own): a fresh name under this identity's media/images,
 * the source's extension kept (any image of the bucket has one: the app names every file it stores).
 */
export function copiedImageKey(sourceKey: string, identityId: string, id: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(sourceKey)?.[1].toLowerCase();
  if (!extension) throw new Error(`No file extension in "${sourceKey}".`);
  return objectKey("media/images", identityId, id, extension);
}

/**
 * Whether this identity may delete the key: it is a generated object name directly under one of
 * the identity's own prefixes. Anything else (another identity, the agreement template, a seed
 * file, a key with extra path segments) is not the app's to delete.
 */
export function ownsKey(key: string | null | undefined, identityId: string | null | undefined): boolean {
  if (!key || !isIdentityId(identityId)) return false;
  return WRITABLE_FOLDERS.some((folder) => {
    const prefix = `${folder}/${identityId}/`;
    return key.startsWith(prefix) && GENERATED_NAME.test(key.slice(prefix.length));
  });
}

/** Splits keys to delete into the identity's own (deleted) and the rest (skipped, left to the lifecycle rules); blanks and repeats dropped. */
export function splitDeletes(
  keys: readonly (string | null | undefined)[],
  identityId: string | null | undefined,
): { own: string[]; skipped: string[] } {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  return { own: unique.filter((key) => ownsKey(key, identityId)), skipped: unique.filter((key) => !ownsKey(key, identityId)) };
}

/**
 * The origins the browser talks to for uploads (the CSP's connect-src and img-src, deploy/README.md):
 * the bucket's (path-style under a custom endpoint, virtual-hosted on AWS) and, with an identity
 * pool, Cognito's of the pool's region.
 */
export function storageOrigins(config: { bucket: string; region: string; endpoint?: string; identityPoolId?: string }): string[] {
  const origins = [config.endpoint ? new URL(config.endpoint).origin : `https://${config.bucket}.s3.${config.region}.amazonaws.com`];
  if (config.identityPoolId) origins.push(cognitoOrigin(config.identityPoolId.split(":")[0]));
  return origins;
}

/** Cognito identity's regional endpoint (GetId, GetCredentialsForIdentity). */
export function cognitoOrigin(region: string): string {
  if (!/^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/.test(region)) throw new Error(`Not an AWS region: "${region}".`);
  return `https://cognito-identity.${region}.amazonaws.com`;
}
