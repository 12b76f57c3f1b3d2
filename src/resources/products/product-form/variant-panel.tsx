import { memo, useId } from "react";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { useWatch, type Control, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ProductFormMode } from "@/domain/product-rules";
import { BilingualNameFields, BilingualRichTextFields } from "@/components/bilingual-fields";
import { ImageField } from "@/components/file-field";
import { FormTextField } from "@/components/form-text-field";
import { FormNumberField } from "@/components/form-number-field";
import { ImageGalleryField } from "@/components/image-gallery-field";
import type { ProductFormState } from "./product-form.schema";
import { VariantPricingFields } from "./variant-pricing-fields";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

type Props = {
  /** The variant's id (a saved one's, or the temporary one of an unsaved one). */
  id: number | string;
  control: Control<ProductFormState>;
  index: number;
  number: number;
  expanded: boolean;
  onToggle: (id: number | string) => void;
  /** Absent when the variant cannot be deleted (view mode, no can_manage_product). */
  onDelete?: (id: number | string) => void;
  hasErrors: boolean;
  mode: ProductFormMode;
  disabled: boolean;
};

/**
 * One variant: collapsed to its name unless selected (document 2 §2); its error state after a
 * failed save. Collapsed, it holds no fields. Memoised: the form renders again as a whole when it
 * first changes or is saved, and a product may have hundreds of variants.
 */
export const VariantPanel = memo(function VariantPanel({
  id,
  control,
  index,
  number,
  expanded,
  onToggle,
  onDelete,
  hasErrors,
  mode,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const bodyId = useId();
  const titleId = useId();
  const prefix = `variants.${index}.`;
  const name = (field: string) => `${prefix}${field}` as FieldPath<ProductFormState>;
  // The title alone: the product's type and inquiry flag are watched by the open panel's pricing
  // fields. Every collapsed panel's watch is checked on each key typed anywhere in the form.
  const title = useWatch({ control, name: name("name_en") }) as string;
  const label = title?.trim() || t("products.variant.untitled");
  // A failed save focuses a field of the panel it opens, while the panel still grows: its place
  // is known once the panel is open.
  const showFocusedField = (body: HTMLElement) => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== body && body.contains(focused)) focused.scrollIntoView?.({ block: "nearest" });
  };
  /** A variant field's binding: its path in the form and its label, `products.variant.<field>`. */
  const field = (key: string) => ({ control, name: name(key), label: t(`products.variant.${key}`), disabled });

  return (
    <Paper variant="outlined" sx={{ borderColor: hasErrors ? "error.main" : "divider" }}>
      <Stack direction="row" sx={{ alignItems: "center", pe: 1 }}>
        <ButtonBase
          onClick={() => onToggle(id)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          // The ring inside: the list's groups clip what overflows them (OffscreenGroups).
          sx={{
            flex: 1,
            justifyContent: "flex-start",
            gap: 1.5,
            px: 2,
            py: 1.5,
            textAlign: "start",
            "&.Mui-focusVisible": { outlineOffset: -2 },
          }}
        >
          <ExpandMoreIcon sx={{ transform: expanded ? "rotate(180deg)" : "none", transition: "transform 150ms" }} />
          {/* One text node: Chromium names a button it has not rendered (off screen) by joining its
              text nodes with spaces, "Variant 3 : Size 3". */}
          <Typography id={titleId} component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {`${t("products.variant.title", { number })}: ${label}`}
          </Typography>
          {hasErrors ? <Chip size="small" color="error" label={t("products.variant.hasErrors")} /> : null}
        </ButtonBase>
        {onDelete ? (
          <IconButton aria-label={t("products.variant.delete", { name: label })} onClick={() => onDelete(id)} color="error">
            <DeleteIcon />
          </IconButton>
        ) : null}
      </Stack>
      <Collapse in={expanded} unmountOnExit onEntered={showFocusedField}>
        <Stack id={bodyId} role="region" aria-labelledby={titleId} spacing={2} sx={{ p: 2, pt: 0 }}>
          <BilingualNameFields control={control} prefix={prefix} disabled={disabled} />
          <BilingualRichTextFields control={control} prefix={prefix} disabled={disabled} />
          <Box sx={grid}>
            <FormTextField {...field("variation")} required />
            <FormTextField {...field("sku")} required />
            <FormTextField {...field("upc_code")} />
            <FormTextField {...field("weight")} required />
            <FormNumberField {...field("moq")} step={1} />
          </Box>
          <VariantPricingFields control={control} index={index} disabled={disabled} />
          <ImageField {...field("featured_image")} required={mode === "create"} />
          <ImageGalleryField {...field("images")} required={mode === "create"} />
        </Stack>
      </Collapse>
    </Paper>
  );
});
