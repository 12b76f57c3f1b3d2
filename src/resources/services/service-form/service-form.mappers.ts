import { imageSavePlan, withImageCopies } from "@/domain/duplicates";
import { serviceImageUrls, type ServiceFormValues } from "@/domain/services";
import type { UploadBatch } from "@/lib/image-uploads";
import type { ServiceFormState } from "./service-form.schema";

/**
 * Uploads the images picked in the form (the featured image resized to 250 and 100 px PNG, the
 * service images as they are), copies the images a duplicate kept from its source (`borrowed`) and
 * gives the values with stored URLs only, ready for the payload mapper.
 */
export async function withUploadedImages(
  values: ServiceFormState,
  batch: UploadBatch,
  borrowed: readonly string[] = [],
): Promise<ServiceFormValues> {
  const featured = await batch.featured(values.featured_image, values.featured_image_resized);
  const images = await batch.gallery(values.images);
  const stored = { ...values, featured_image: featured.url, featured_image_resized: featured.resized, images };
  return withImageCopies(stored, await batch.copies(imageSavePlan({ owned: [], borrowed }, serviceImageUrls(stored)).copy));
}
