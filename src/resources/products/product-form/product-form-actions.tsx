import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ProductFormMode } from "@/domain/product-rules";

type Props = { mode: ProductFormMode; productId: number | null; canManage: boolean; saving: boolean; onCancel: () => void };

/**
 * The form's buttons (document 2 §2): view has Edit (only with can_manage_product) and Cancel;
 * create has Save and Cancel; edit has Update and Cancel.
 */
export function ProductFormActions({ mode, productId, canManage, saving, onCancel }: Props) {
  const { t } = useTranslation();
  const { edit } = useNavigation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: "flex-end", position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", zIndex: 1 }}
    >
      <Button onClick={onCancel} disabled={saving}>
        {t("products.actions.cancel")}
      </Button>
      {mode === "view" && canManage && productId !== null ? (
        <Button variant="contained" onClick={() => edit("products", productId)}>
          {t("products.actions.edit")}
        </Button>
      ) : null}
      {mode === "create" || (mode === "edit" && canManage) ? (
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t(mode === "create" ? "products.actions.save" : "products.actions.update")}
        </Button>
      ) : null}
    </Stack>
  );
}
