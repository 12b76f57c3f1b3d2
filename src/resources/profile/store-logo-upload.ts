import { RESIZED_IMAGE_SIZES } from "@/config/constants";
import { resizeImage } from "@/lib/image-resize";
import { upload } from "@/lib/object-transfers";

/**
 * The store logo picked on the store details form, resized in the browser to a 250×250 PNG (the
 * largest of the spec's image sizes) and uploaded to object storage. `PATCH store` carries one
 * logo URL only (document 2 §7), so one resized file is stored: no version is left without a
 * reference to it.
 */
export async function uploadStoreLogo(file: File): Promise<{ url: string; key: string }> {
  const png = await resizeImage(file, Math.max(...RESIZED_IMAGE_SIZES));
  // Its progress and Cancel show on the field as the picked file's.
  const stored = await upload({ body: png, contentType: "image/png", extension: "png" }, "media/images", { trackAs: file });
  return { url: stored.url, key: stored.key };
}
