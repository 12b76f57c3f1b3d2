import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { canAddVariant, type ProductFormMode } from "@/domain/product-rules";
import type { Product } from "@/domain/products";
import { useAccess } from "@/hooks/use-access";
import { CatalogueFormShell } from "@/components/catalogue/catalogue-form-shell";
import { ProductClassificationSection } from "./product-classification-section";
import { ProductDetailsSection } from "./product-details-section";
import { ProductFormActions } from "./product-form-actions";
import { ProductRelatedSection } from "./product-related-section";
import { ProductVariantsSection } from "./product-variants-section";
import { useProductForm } from "./use-product-form";

/** The product form (document 2 §2): sections, variants and the buttons of the mode. */
export function ProductForm({ mode, product }: { mode: ProductFormMode; product: Product | null }) {
  const { t } = useTranslation();
  // Decided again when the store arrives: opened right after sign-in, the form must not keep the
  // answer it had before the store's flags were known.
  const manage = useAccess("products", "edit");
  const canManage = manage.can;
  const { form, saving, submit, cancel, showErrors } = useProductForm({ mode, product });
  const { control } = form;
  const disabled = mode === "view" || saving;
  const tool = useWatch({ control, name: "tool" });

  const heading = (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: "baseline", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("products.titles.form")}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {t(`products.titles.${mode}`)}
        </Typography>
      </Stack>
      {mode !== "view" && !canManage && !manage.pending ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("products.messages.noManage")}
        </Alert>
      ) : null}
    </>
  );

  return (
    <CatalogueFormShell resource="products" control={control} submit={submit} saving={saving} disabled={disabled} heading={heading}>
      <ProductDetailsSection control={control} disabled={disabled} />
      <ProductClassificationSection control={control} setValue={form.setValue} disabled={disabled} />
      <ProductRelatedSection control={control} disabled={disabled} tool={tool} productId={product?.id ?? null} />
      <ProductVariantsSection
        control={control}
        getValues={form.getValues}
        setFocus={form.setFocus}
        disabled={disabled}
        mode={mode}
        canAdd={canAddVariant(mode, canManage)}
        showErrors={showErrors}
      />
      <ProductFormActions mode={mode} productId={product?.id ?? null} canManage={canManage} saving={saving} onCancel={cancel} />
    </CatalogueFormShell>
  );
}
