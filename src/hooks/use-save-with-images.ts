import { useCallback, useState } from "react";
import { useNotification } from "@refinedev/core";
import { removeStoredImages, saveWithUploads, type ImageValue } from "@/lib/image-uploads";

type SaveRequest = {
  /** The form's image values in a fixed order: stored URLs, or files picked since. */
  images: (ImageValue | null)[];
  /** The record's image URLs before the edit, in the same order (to delete the replaced ones). */
  previous?: (string | null | undefined)[];
  /** Saves the record given the images' stored URLs; true when the server took it. */
  save: (urls: string[]) => Promise<boolean>;
  uploadErrorMessage: string;
};

/**
 * Saves a record whose images go to the object store first (document 2 §7 "File upload"): newly
 * picked files are uploaded, then `save` sends the record (Refine's useForm, see useRecordForm). A
 * failed save deletes the files it just uploaded; a successful one deletes the images it replaced
 * (only files of our bucket). A failed upload is a toast (a cancelled one is said under its field).
 */
export function useSaveWithImages() {
  const { open } = useNotification();
  const [uploading, setUploading] = useState(false);

  const saveWithImages = useCallback(
    async ({ images, previous = [], save, uploadErrorMessage }: SaveRequest): Promise<boolean> => {
      setUploading(true);
      const urls = await saveWithUploads(
        async (batch) => {
          try {
            return await batch.gallery(images.map((image) => image ?? ""));
          } finally {
            setUploading(false);
          }
        },
        save,
        () => open?.({ type: "error", message: uploadErrorMessage, description: uploadErrorMessage }),
      );
      if (!urls) return false;
      const replaced = previous.filter((url, index): url is string => Boolean(url) && url !== urls[index]);
      void removeStoredImages(replaced);
      return true;
    },
    [open],
  );

  return { saveWithImages, uploading };
}
