import { useState } from "react";
import { useCreate, useNotification, useUpdate, type BaseKey, type BaseRecord } from "@refinedev/core";
import { createUploadBatch, removeStoredImages, type ImageValue } from "@/lib/image-uploads";
import { isUploadCancelled } from "@/lib/object-storage";

type SaveRequest = {
  /** The record to update; none to create. */
  id?: BaseKey;
  /** The form's image values in a fixed order: stored URLs, or files picked since. */
  images: (ImageValue | null)[];
  /** The record's image URLs before the edit, in the same order (to delete the replaced ones). */
  previous?: (string | null | undefined)[];
  /** The payload, given the images' stored URLs. */
  payload: (urls: string[]) => BaseRecord;
  successMessage: string;
  uploadErrorMessage: string;
};

/**
 * Saves a record whose images go to the object store first (document 2 §7 "File upload"): newly
 * picked files are uploaded on save, then the record is created or updated. A failed save deletes
 * the files it just uploaded; a successful one deletes the images it replaced (only files of our
 * bucket). Failures are shown as toasts; a refused save also hands back its error (for field errors).
 */
export function useSaveWithImages(resource: string) {
  const { open } = useNotification();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const [saving, setSaving] = useState(false);

  const save = async ({ id, images, previous = [], payload, successMessage, uploadErrorMessage }: SaveRequest): Promise<{ saved: boolean; error?: unknown }> => {
    setSaving(true);
    const batch = createUploadBatch();
    try {
      let urls: string[];
      try {
        urls = await batch.gallery(images.map((image) => image ?? ""));
      } catch (error) {
        console.error(`[storage] ${String(error)}`);
        await batch.rollback();
        // A cancelled upload is said under its field (UploadStatus): no error toast.
        if (!isUploadCancelled(error)) open?.({ type: "error", message: uploadErrorMessage, description: uploadErrorMessage });
        return { saved: false };
      }
      const successNotification = () => ({ type: "success" as const, message: successMessage });
      try {
        if (id === undefined) await create({ resource, values: payload(urls), successNotification });
        else await update({ resource, id, values: payload(urls), successNotification });
      } catch (error) {
        // The error toast comes from Refine with the server's message.
        await batch.rollback();
        return { saved: false, error };
      }
      const replaced = previous.filter((url, index): url is string => Boolean(url) && url !== urls[index]);
      void removeStoredImages(replaced);
      return { saved: true };
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
