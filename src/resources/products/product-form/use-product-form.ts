import { useEffect, useMemo, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useCreate, useNavigation, useNotification, useUpdate, useWarnAboutChange } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { emptyProductFormValues, toProductFormValues } from "@/domain/product-form-values";
import { productImageUrls, removedImageUrls, type ProductFormMode } from "@/domain/product-rules";
import { toProductPayload } from "@/domain/product-payload";
import type { Product } from "@/domain/products";
import { validateProductForm } from "@/domain/product-validation";
import { useDuplicateValues } from "@/components/catalogue/duplicate-values";
import { useFormDraft } from "@/hooks/use-form-draft";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { removeStoredImages, saveWithUploads } from "@/lib/image-uploads";
import { withUploadedImages } from "./product-form.mappers";
import { productFormResolver, type ProductFormState } from "./product-form.schema";

/**
 * The product form's state and save (document 2 §2, §4, §5): react-hook-form over the domain's
 * validation; on save the picked images are uploaded, the payload mapped, the product created or
 * updated; images the product no longer holds are deleted from storage once the save succeeded;
 * then the catalogue. Leaving with unsaved changes asks first.
 */
export function useProductForm({ mode, product }: { mode: ProductFormMode; product: Product | null }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const { list, show } = useNavigation();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const duplicate = useDuplicateValues<ProductFormState>();
  const defaults = useMemo<ProductFormState>(
    () => (product ? toProductFormValues(product) : (duplicate?.values ?? emptyProductFormValues())),
    [product, duplicate],
  );
  // A duplicate's images are the original's: the new product never deletes them.
  const storedBefore = useMemo(() => (product ? productImageUrls(defaults.variants) : []), [product, defaults]);
  const form = useForm<ProductFormState>({
    defaultValues: defaults,
    resolver: productFormResolver(mode),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { isDirty, submitCount } = form.formState;
  // What was typed survives a reload, a failed save and a 401 (per user and product).
  const draft = useFormDraft(mode === "create" ? "products.create" : "products.edit", form, {
    recordId: product?.id ?? duplicate?.from,
    enabled: mode !== "view",
  });
  const submit = useSubmitOnce(
    form.handleSubmit(
      (values) => onValid(values),
      (errors) => onInvalid(errors),
    ),
  );

  useEffect(() => {
    if (!leaving) setWarnWhen(mode !== "view" && isDirty);
  }, [isDirty, leaving, mode, setWarnWhen]);

  // The warning belongs to this form: once it is gone (a 401 signed the seller out, the draft
  // keeping what was typed), the next navigation must not ask about it.
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  // Navigate only once the unsaved-changes guard is off, or it would ask about a saved form.
  useEffect(() => {
    if (leaving && !warnWhen) list("products");
  }, [leaving, warnWhen, list]);

  const onValid = async (values: ProductFormState) => {
    setSaving(true);
    const successNotification = () => ({
      type: "success" as const,
      message: t(mode === "create" ? "products.messages.created" : "products.messages.updated"),
    });
    const stored = await saveWithUploads(
      (batch) => withUploadedImages(values, batch),
      async (uploaded) => {
        const payload = toProductPayload(uploaded);
        try {
          if (mode === "create") await create({ resource: "products", values: payload, successNotification });
          else await update({ resource: "products", id: product!.id, values: payload, successNotification, mutationMode: "pessimistic" });
          return true;
        } catch {
          // The toast shows the server's message (Refine's error notification); everything typed stays.
          return false;
        }
      },
      () => notify?.({ type: "error", message: t("products.messages.uploadError") }),
    );
    if (!stored) {
      setSaving(false);
      return;
    }
    draft.clear();
    await removeStoredImages(removedImageUrls(storedBefore, productImageUrls(stored.variants)));
    setWarnWhen(false);
    setLeaving(true);
  };

  const onInvalid = (errors: FieldErrors<ProductFormState>) => {
    const { formError } = validateProductForm(form.getValues(), mode);
    if (formError || Object.keys(errors).length > 0)
      notify?.({ type: "error", message: t(formError ?? "products.messages.fillEmptyFields") });
  };

  return {
    form,
    saving,
    /** True once a save was tried: variants then show their error state. */
    showErrors: submitCount > 0,
    submit,
    cancel: () => (mode === "edit" && product ? show("products", product.id) : list("products")),
  };
}
