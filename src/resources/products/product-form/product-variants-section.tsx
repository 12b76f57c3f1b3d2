import { useRef, useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFieldArray, useFormState, type Control, type UseFormGetValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { emptyVariant, removeVariant, type ProductFormMode } from "@/domain/products";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormSection } from "@/components/form-section";
import type { ProductFormState } from "./product-form.schema";
import { VariantPanel } from "./variant-panel";

type Props = {
  control: Control<ProductFormState>;
  getValues: UseFormGetValues<ProductFormState>;
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
 */
export function ProductVariantsSection({ control, getValues, mode, disabled, canAdd, showErrors }: Props) {
  const { t } = useTranslation();
  const { fields, append, replace } = useFieldArray({ control, name: "variants", keyName: "key" });
  const { errors, submitCount } = useFormState({ control, name: "variants" });
  const [expanded, setExpanded] = useState<number | string | null>(() => fields.find((field) => !field._destroy)?.id ?? null);
  const [deleting, setDeleting] = useState<number | string | null>(null);
  const counter = useRef(0);

  const variantErrors = (index: number) => Boolean(showErrors && Array.isArray(errors.variants) && errors.variants[index]);

  // After a failed save, open the first variant with a problem unless the open one has one.
  // Only a new submit decides this (adjusted while rendering): typing must not move the open variant.
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  if (submitCount !== seenSubmit) {
    setSeenSubmit(submitCount);
    const openIndex = fields.findIndex((field) => field.id === expanded);
    const first = fields.findIndex((field, index) => !field._destroy && variantErrors(index));
    if (!(openIndex >= 0 && variantErrors(openIndex)) && first >= 0) setExpanded(fields[first].id);
  }

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

  const confirmDelete = () => {
    if (deleting === null) return;
    replace(removeVariant(getValues("variants"), deleting));
    setDeleting(null);
  };

  const visible = fields.map((field, index) => ({ field, index })).filter(({ field }) => !field._destroy);
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
        <Stack spacing={1.5}>
          {visible.map(({ field, index }, position) => (
            <VariantPanel
              key={field.key}
              control={control}
              index={index}
              number={position + 1}
              expanded={expanded === field.id}
              onToggle={() => setExpanded((current) => (current === field.id ? null : field.id))}
              onDelete={canAdd && !disabled ? () => setDeleting(field.id) : undefined}
              hasErrors={variantErrors(index)}
              mode={mode}
              disabled={disabled}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t("products.messages.deleteVariantConfirm")}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </FormSection>
  );
}
