import { toProductFormValues } from "./product-form-values";
import type { Product, ProductFormValues } from "./products";
import { toServiceFormValues, type Service, type ServiceFormValues } from "./services";

/**
 * Duplicate (issue 33 point 3): the create form's values prefilled from a record, never saved
 * until the seller saves. Texts, categories, related items and images are kept (the same stored
 * images: nothing is copied); each variant is a new one (a temporary id, so the save creates it)
 * with its SKU empty, for the seller to fill: a SKU names one variant only. Pure.
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
