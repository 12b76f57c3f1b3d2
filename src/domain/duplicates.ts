import { toProductFormValues } from "./product-form-values";
import { removedImageUrls } from "./product-rules";
import type { Product, ProductFormValues } from "./products";
import { toServiceFormValues, type Service, type ServiceFormValues } from "./services";
import type { ResizedImages } from "./types";

/**
 * Duplicate (issue 33 point 3): the create form's values prefilled from a record, never saved
 * until the seller saves. Texts, categories, related items and images are kept (the source's
 * stored URLs, copied to files of the duplicate's own on its first save: `imageSavePlan`); each
 * variant is a new one (a temporary id, so the save creates it) with its SKU empty, for the seller
 * to fill: a SKU names one variant only. Pure.
 */

/** The temporary id of the duplicate's `index`-th variant (`isTemporaryVariantId`: a string). */
const duplicateVariantId = (index: number) => `copy-${index + 1}`;

export function duplicateOf(product: Product): ProductFormValues {
  const values = toProductFormValues(product);
  return { ...values, variants: values.variants.map((variant, index) => ({ ...variant, id: duplicateVariantId(index), sku: "" })) };
}

/** A service has no variants: its values as they are, for a new service. */
export function duplicateServiceOf(service: Service): ServiceFormValues {
  return toServiceFormValues(service);
}

/**
 * What a save does with the stored image URLs its values hold (`held`): `owned` are those the
 * saved record held (an edit), deleted once it no longer holds them; `borrowed` are those a
 * duplicate started with, its source's: each one it still holds is copied before its first save,
 * and none is ever deleted, since the source still shows them. Pure.
 */
export type ImageSavePlan = { copy: string[]; remove: string[] };

export function imageSavePlan(record: { owned: readonly string[]; borrowed: readonly string[] }, held: readonly string[]): ImageSavePlan {
  const borrowed = new Set(record.borrowed);
  return {
    copy: [...new Set(held)].filter((url) => borrowed.has(url)),
    remove: removedImageUrls(record.owned, held).filter((url) => !borrowed.has(url)),
  };
}

type StoredImageFields = { featured_image: string | null; featured_image_resized: ResizedImages | null; images: string[] };

/** The values with every URL `copies` maps replaced by its copy's: the featured image, its versions, the gallery. */
export function withImageCopies<V extends StoredImageFields>(values: V, copies: ReadonlyMap<string, string>): V {
  const swap = <T extends string | null>(url: T): T => (url === null ? url : ((copies.get(url) ?? url) as T));
  const resized = values.featured_image_resized;
  return {
    ...values,
    featured_image: swap(values.featured_image),
    featured_image_resized: resized && { medium: swap(resized.medium), small: swap(resized.small) },
    images: values.images.map(swap),
  };
}
