import type { Store } from "@/domain/types";
import { resizedVersions } from "@/lib/image-resize";
import { keyFromUrl } from "@/lib/object-storage";
import { uploadImageWithVersions } from "@/lib/object-transfers";
import type { LogoUrls } from "./wizard.mappers";

/**
 * The store logo: resized in the browser to 250×250 and 100×100 PNG, and all versions uploaded
 * (document 1 §9). Returns the URLs for the payload and the keys, to delete them again if the
 * save fails.
 */
export async function uploadLogo(file: File): Promise<{ urls: LogoUrls; keys: string[] }> {
  const versions = await resizedVersions(file);
  const { original, versions: stored } = await uploadImageWithVersions(file, versions);
  return {
    urls: { logo_image: original.url, logo_image_resized: { medium: stored[250].url, small: stored[100].url } },
    keys: [original.key, stored[250].key, stored[100].key],
  };
}

/** Keys of a store's current logo files in our bucket (to delete once a replacement is saved). */
export function logoKeys(store: Store | null): string[] {
  if (!store) return [];
  const resized = (store.logo_image_resized ?? {}) as { medium?: string; small?: string };
  return [store.logo_image as string | undefined, resized.medium, resized.small]
    .map((url) => keyFromUrl(url))
    .filter((key): key is string => key !== null);
}
