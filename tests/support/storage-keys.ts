import { DEMO_STORAGE_CREDENTIALS } from "../../src/config/demo-storage";

/**
 * Object keys of the demo storage identity (src/domain/storage-keys.ts): what the app stores in
 * the mock store, and the only keys it deletes there.
 */
export const DEMO_IDENTITY = DEMO_STORAGE_CREDENTIALS.identityId;

/** A key of the demo identity: demoKey("media/images", "<uuid>.png"). */
export const demoKey = (folder: string, name: string) => `${folder}/${DEMO_IDENTITY}/${name}`;

/** Its URL in the mock store (the identity's ':' encoded, as the app writes it). */
export const demoUrl = (key: string, origin = "http://localhost:3000") =>
  `${origin}/s3/demo-bucket/${key.split("/").map(encodeURIComponent).join("/")}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A generated key of the demo identity in `folder` with `ext` (`<folder>/<identity>/<uuid>.<ext>`),
 * the identity's ':' plain or encoded; `before` is a regular-expression source for what precedes
 * it (a URL's origin and bucket), anchored at the start when given as "^"; `suffix` follows the
 * UUID (`_100x100` for a resized version).
 */
export function storedKey(folder: string, ext: string, before = "^", suffix = ""): RegExp {
  const [region, id] = DEMO_IDENTITY.split(":");
  return new RegExp(`${before}${escape(folder)}/${escape(region)}(?::|%3A)${escape(id)}/[0-9a-f-]{36}${escape(suffix)}\\.${ext}$`);
}
