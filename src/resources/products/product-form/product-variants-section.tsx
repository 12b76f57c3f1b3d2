import { memo, useCallback, useEffect, useRef, useState } from "react";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useFieldArray, useFormState, type Control, type FieldPath, type UseFormGetValues, type UseFormSetFocus } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { emptyVariant } from "@/domain/product-form-values";
import { removeVariant, type ProductFormMode } from "@/domain/product-rules";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormSection } from "@/components/form-section";
import { OffscreenGroups } from "@/components/offscreen-groups";
import { useProgressiveCount } from "@/hooks/use-progressive-count";
import type { ProductFormState } from "./product-form.schema";
import { VariantPanel } from "./variant-panel";

/** A collapsed variant's height with the gap after it, px: the estimate for groups not yet shown. */
const COLLAPSED_HEIGHT = 66;

type Props = {
  control: Control<ProductFormState>;
  getValues: UseFormGetValues<ProductFormState>;
  setFocus: UseFormSetFocus<ProductFormState>;
  mode: ProductFormMode;
  disabled: boolean;
  /** Add Variant + (and deleting) only outside view mode with can_manage_product (document 2 §2). */
  canAdd: boolean;
  showErrors: boolean;
};

/**
 * The variants (document 2 §2, §4): only the selected one is expanded; Add Variant + appends an
 * unsaved one; deleting asks "Are you sure you want to delete this variant?" and then drops an
 * unsaved variant or marks a saved one `_destroy`.
 * A product may have hundreds of variants: their panels mount a few at a time after the first
 * ones (useProgressiveCount), the open one always; a collapsed panel holds no fields, its values
 * stay in the form. Those off screen are not laid out or painted (OffscreenGroups): typing in the
 * open one costs what it does in a product of one variant. A failed save opens the variant with
 * the first problem and focuses its field.
 */
export const ProductVariantsSection = memo(function ProductVariantsSection({
  control,
  getValues,
  setFocus,
  mode,
  disabled,
  canAdd,
  showErrors,
}: Props) {
  const { t } = useTranslation();
  const { fields, append, replace } = useFieldArray({ control, name: "variants", keyName: "key" });
  const { errors, submitCount } = useFormState({ control, name: "variants" });
  const [expanded, setExpanded] = useState<number | string | null>(() => fields.find((field) => !field._destroy)?.id ?? null);
  const [deleting, setDeleting] = useState<number | string | null>(null);
  /** The field to focus once its panel has opened after a failed save (that save's number). */
  const [focusAfterOpen, setFocusAfterOpen] = useState<{ path: FieldPath<ProductFormState>; submit: number } | null>(null);
  const focusedFor = useRef(-1);
  const counter = useRef(0);

  const variantErrors = (index: number) => Boolean(showErrors && Array.isArray(errors.variants) && errors.variants[index]);

  // After a failed save, open the first variant with a problem unless the open one has one.
  // Only a new submit decides this (adjusted while rendering): typing must not move the open variant.
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  if (submitCount !== seenSubmit) {
    setSeenSubmit(submitCount);
    const openIndex = fields.findIndex((field) => field.id === expanded);
    const first = fields.findIndex((field, index) => !field._destroy && variantErrors(index));
    const target = openIndex >= 0 && variantErrors(openIndex) ? openIndex : first;
    if (target >= 0) {
      setExpanded(fields[target].id);
      // The product's own fields come first: react-hook-form focuses one of those in error itself.
      const productError = Object.keys(errors).some((key) => key !== "variants");
      const field = Array.isArray(errors.variants) ? Object.keys(errors.variants[target] ?? {})[0] : undefined;
      if (!productError && field)
        setFocusAfterOpen({ path: `variants.${target}.${field}` as FieldPath<ProductFormState>, submit: submitCount });
    }
  }

  useEffect(() => {
    if (focusAfterOpen === null || focusedFor.current === focusAfterOpen.submit) return;
    focusedFor.current = focusAfterOpen.submit;
    // A text field's ref is its wrapper, which takes no focus: its input is found by name. A
    // rich-text field has no input; its ref focuses the editor.
    const input = document.getElementsByName(focusAfterOpen.path)[0];
    if (input) input.focus();
    else setFocus(focusAfterOpen.path);
  }, [focusAfterOpen, setFocus]);

  // Variants that arrive after the first render (a draft laid over the form when it opens, after
  // a reload or a new sign-in) open the first one, as variants present from the start do.
  const [hadVariants, setHadVariants] = useState(() => fields.some((field) => !field._destroy));
  if (!hadVariants && fields.some((field) => !field._destroy)) {
    setHadVariants(true);
    if (expanded === null) setExpanded(fields.find((field) => !field._destroy)?.id ?? null);
  }

  const add = () => {
    counter.current += 1;
    const id = `tmp-${Date.now().toString(36)}-${counter.current}`;
    append(emptyVariant(id));
    setExpanded(id);
  };

  const toggle = useCallback((id: number | string) => setExpanded((current) => (current === id ? null : id)), []);
  const askDelete = useCallback((id: number | string) => setDeleting(id), []);

  const confirmDelete = () => {
    if (deleting === null) return;
    replace(removeVariant(getValues("variants"), deleting));
    setDeleting(null);
  };

  const visible = fields.map((field, index) => ({ field, index })).filter(({ field }) => !field._destroy);
  const mounted = useProgressiveCount(visible.length);
  return (
    <FormSection
      title={t("products.sections.variants")}
      action={
        canAdd ? (
          <Button variant="outlined" onClick={add} disabled={disabled}>
            {t("products.actions.addVariant")}
          </Button>
        ) : null
      }
    >
      {visible.length === 0 ? (
        <Typography color={showErrors ? "error" : "text.secondary"}>{t("products.messages.noVariants")}</Typography>
      ) : (
        <OffscreenGroups
          spacing={1.5}
          itemHeight={COLLAPSED_HEIGHT}
          keep={visible.findIndex(({ field }) => field.id === expanded)}
          items={visible.map(({ field, index }, position) =>
            position < mounted || expanded === field.id ? (
              <VariantPanel
                key={field.key}
                id={field.id}
                control={control}
                index={index}
                number={position + 1}
                expanded={expanded === field.id}
                onToggle={toggle}
                onDelete={canAdd && !disabled ? askDelete : undefined}
                hasErrors={variantErrors(index)}
                mode={mode}
                disabled={disabled}
              />
            ) : null,
          )}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t("products.messages.deleteVariantConfirm")}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </FormSection>
  );
});
