import { useMemo } from "react";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { emptyProductFormValues, toProductFormValues } from "@/domain/product-form-values";
import { productImageUrls, type ProductFormMode } from "@/domain/product-rules";
import { toProductPayload } from "@/domain/product-payload";
import type { Product, ProductFormValues } from "@/domain/products";
import { validateProductForm } from "@/domain/product-validation";
import { useCatalogueForm } from "@/components/catalogue/use-catalogue-form";
import { withUploadedImages } from "./product-form.mappers";
import { productFormResolver, type ProductFormState } from "./product-form.schema";

/**
 * The form's starting values: the product read (view, edit) or an empty product (create). The one
 * place a form's first values come from; a prefilled create form passes its product here.
 */
export function productFormDefaults(product: Product | null): ProductFormState {
  return product ? toProductFormValues(product) : emptyProductFormValues();
}

const imageUrls = (values: ProductFormState | ProductFormValues) => productImageUrls(values.variants);

/**
 * The product form (document 2 §2, §4, §5) on the catalogue form (useCatalogueForm): the domain's
 * validation (a save without a variant or with empty fields says so in a toast), variants with
 * their images, and a draft of what is typed (per user and product) that survives a reload, a
 * failed save and a 401. A save, created or updated, leads to the catalogue.
 */
export function useProductForm({ mode, product }: { mode: ProductFormMode; product: Product | null }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const defaults = useMemo(() => productFormDefaults(product), [product]);
  const resolver = useMemo(() => productFormResolver(mode), [mode]);

  const { form, saving, submit, cancel } = useCatalogueForm({
    resource: "products",
    mode,
    record: product,
    defaults,
    toFormValues: toProductFormValues,
    resolver,
    withUploads: withUploadedImages,
    toPayload: toProductPayload,
    imageUrls,
    redirect: "list",
    draft: mode === "create" ? "products.create" : "products.edit",
    onInvalid: (errors, values) => {
      const { formError } = validateProductForm(values, mode);
      if (formError || Object.keys(errors).length > 0)
        notify?.({ type: "error", message: t(formError ?? "products.messages.fillEmptyFields") });
    },
  });

  return {
    form,
    saving,
    /** True once a save was tried: variants then show their error state. */
    showErrors: form.formState.submitCount > 0,
    submit,
    cancel,
  };
}
