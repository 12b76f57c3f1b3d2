import type { ResizedImages } from "@/domain/types";
import { resizedVersions } from "./image-resize";
import { isUploadCancelled, keyFromUrl } from "./object-storage";
import { copyImage, removeQuietly, upload, uploadImageWithVersions } from "./object-transfers";
import { cancelUpload } from "./upload-progress";

/**
 * Images of a form (a product's variants, a service): a value is the URL of a stored image or a
 * file the seller picked, uploaded only when the form is saved (document 2 §7). A batch remembers
 * what it uploaded, so a failed save can delete those files again.
 *
 *   const batch = createUploadBatch();
 *   const featured = await batch.featured(value, resized);  // {url, resized}
 *   const images = await batch.gallery(values);             // urls
 *   const copies = await batch.copies(urls);                // url → its copy's url
 *   ... save; on failure: await batch.rollback();
 */
export type ImageValue = File | string;

export type StoredFeatured = { url: string | null; resized: ResizedImages | null };

export function createUploadBatch() {
  const keys: string[] = [];
  const files = new Set<File>();
  const running = new Set<Promise<unknown>>();
  const track = <T>(file: File, work: Promise<T>): Promise<T> => {
    files.add(file);
    running.add(work);
    void work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  };
  return {
    /** A featured image: a new file is resized to 250 and 100 px PNG and all three uploaded. */
    async featured(value: ImageValue | null, resized: ResizedImages | null): Promise<StoredFeatured> {
      if (!(value instanceof File)) return { url: value ?? null, resized: value ? resized : null };
      return track(
        value,
        (async () => {
          const versions = await resizedVersions(value);
          const { original, versions: stored } = await uploadImageWithVersions(value, versions);
          keys.push(original.key, ...Object.values(stored).map((object) => object.key));
          return { url: original.url, resized: { medium: stored[250]?.url ?? null, small: stored[100]?.url ?? null } };
        })(),
      );
    },
    /** Gallery images: new files uploaded under media/images, stored URLs kept. */
    async gallery(values: readonly ImageValue[]): Promise<string[]> {
      return Promise.all(
        values.map(async (value) => {
          if (!(value instanceof File)) return value;
          const stored = await track(value, upload(value, "media/images"));
          keys.push(stored.key);
          return stored.url;
        }),
      );
    },
    /**
     * Copies of stored images (a duplicate's, from its source), as URL → the copy's URL; the copies
     * are this batch's to roll back. A URL outside our bucket is not copied: nothing deletes it.
     */
    async copies(urls: readonly string[]): Promise<Map<string, string>> {
      const results = await Promise.allSettled(
        urls.map(async (url) => {
          const key = keyFromUrl(url);
          if (!key) return [url, url] as const;
          const copy = await copyImage(key);
          keys.push(copy.key);
          return [url, copy.url] as const;
        }),
      );
      const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
      if (failed) throw failed.reason;
      return new Map(results.map((result) => (result as PromiseFulfilledResult<readonly [string, string]>).value));
    },
    /** Deletes what this batch uploaded (after a failed save or upload), once its running uploads stopped. */
    async rollback(): Promise<void> {
      files.forEach((file) => cancelUpload(file));
      await Promise.allSettled([...running]);
      await removeQuietly(keys.splice(0));
    },
    uploadedKeys: () => [...keys],
  };
}

export type UploadBatch = ReturnType<typeof createUploadBatch>;

/**
 * A form's save with images: `upload` stores the picked files in a new batch, then `save` sends the
 * record (true when the server took it). A failed upload or save deletes what the batch uploaded; a
 * failed upload calls `onUploadError`, unless the seller cancelled it (said under its field).
 * Returns the values as stored when saved, else null.
 */
export async function saveWithUploads<T>(
  upload: (batch: UploadBatch) => Promise<T>,
  save: (stored: T) => Promise<boolean>,
  onUploadError: () => void,
): Promise<T | null> {
  const batch = createUploadBatch();
  let stored: T;
  try {
    stored = await upload(batch);
  } catch (error) {
    console.error(`[storage] ${String(error)}`);
    await batch.rollback();
    if (!isUploadCancelled(error)) onUploadError();
    return null;
  }
  if (await save(stored)) return stored;
  await batch.rollback();
  return null;
}

/** Deletes images of our bucket by URL, quietly (other URLs are not ours to delete). */
export function removeStoredImages(urls: readonly string[]): Promise<void> {
  return removeQuietly(urls.map((url) => keyFromUrl(url)));
}
