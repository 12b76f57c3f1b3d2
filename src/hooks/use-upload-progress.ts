import { useSyncExternalStore } from "react";
import { subscribeUploads, uploadProgress, type UploadProgressState } from "@/lib/upload-progress";

/** The running upload of a seller's file (progress, cancelling), or null; re-renders on every change. */
export function useUploadProgress(file: Blob | null | undefined): UploadProgressState | null {
  return useSyncExternalStore(
    subscribeUploads,
    () => uploadProgress(file),
    () => null,
  );
}
