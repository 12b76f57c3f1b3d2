import { imageSavePlan, withImageCopies } from "@/domain/duplicates";
import { productImageUrls, visibleVariants } from "@/domain/product-rules";
import type { ProductFormValues } from "@/domain/products";
import type { UploadBatch } from "@/lib/image-uploads";
import type { ProductFormState } from "./product-form.schema";

/**
 * Uploads the images picked in the form (featured images resized to 250 and 100 px PNG; gallery
 * images as they are), copies the images a duplicate kept from its source (`borrowed`) and gives
 * the values with stored URLs only, ready for the payload mapper. Variants marked for removal
 * upload nothing.
 */
export async function withUploadedImages(
  values: ProductFormState,
  batch: UploadBatch,
  borrowed: readonly string[] = [],
): Promise<ProductFormValues> {
  const kept = new Set(visibleVariants(values.variants));
  const variants = await Promise.all(
    values.variants.map(async (variant) => {
      if (!kept.has(variant)) return { ...variant, featured_image: null, images: [] };
      const featured = await batch.featured(variant.featured_image, variant.featured_image_resized);
      const images = await batch.gallery(variant.images);
      return { ...variant, featured_image: featured.url, featured_image_resized: featured.resized, images };
    }),
  );
  const copies = await batch.copies(imageSavePlan({ owned: [], borrowed }, productImageUrls(variants)).copy);
  return { ...values, variants: variants.map((variant) => withImageCopies(variant, copies)) };
}
