import Button from "@mui/material/Button";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ProductFormMode } from "@/domain/product-rules";
import { FormActions } from "@/components/form-actions";

type Props = { mode: ProductFormMode; productId: number | null; canManage: boolean; saving: boolean; onCancel: () => void };

/**
 * The form's buttons (document 2 §2): view has Edit (only with can_manage_product) and Cancel;
 * create has Save and Cancel; edit has Update and Cancel.
 */
export function ProductFormActions({ mode, productId, canManage, saving, onCancel }: Props) {
  const { t } = useTranslation();
  const { edit } = useNavigation();
  const saves = mode === "create" || (mode === "edit" && canManage);
  return (
    <FormActions
      sticky
      busy={saving}
      onCancel={onCancel}
      cancelLabel={t("products.actions.cancel")}
      submitLabel={saves ? t(mode === "create" ? "products.actions.save" : "products.actions.update") : undefined}
    >
      {mode === "view" && canManage && productId !== null ? (
        <Button variant="contained" onClick={() => edit("products", productId)}>
          {t("products.actions.edit")}
        </Button>
      ) : null}
    </FormActions>
  );
}
