import type { FieldErrors, Resolver } from "react-hook-form";
import type { ProductFormMode } from "@/domain/product-rules";
import type { ProductFormValues } from "@/domain/products";
import { validateProductForm, type ProductErrors } from "@/domain/product-validation";
import type { ImageValue } from "@/lib/image-uploads";

/** The form's values: images are stored URLs or files picked and not uploaded yet. */
export type ProductFormState = ProductFormValues<ImageValue>;

/** Flat error paths (`variants.2.sku`) → react-hook-form's nested errors. */
export function toFieldErrors(flat: ProductErrors): FieldErrors<ProductFormState> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split(".");
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = { type: "validate", message };
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<ProductFormState>;
}

/**
 * The form's validation (document 2 §5) as a react-hook-form resolver over the domain's rules.
 * "No variant" is an error on the variants list itself, so it blocks the save like the others.
 */
export function productFormResolver(mode: ProductFormMode): Resolver<ProductFormState> {
  return async (values) => {
    const { errors, formError } = validateProductForm(values, mode);
    const fieldErrors = toFieldErrors(errors) as Record<string, unknown>;
    if (formError && !("variants" in fieldErrors)) {
      fieldErrors.variants = { root: { type: "validate", message: formError } };
    } else if (formError && Array.isArray(fieldErrors.variants)) {
      (fieldErrors.variants as unknown as { root: unknown }).root = { type: "validate", message: formError };
    }
    return Object.keys(fieldErrors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: fieldErrors as FieldErrors<ProductFormState> };
  };
}
