import Button from "@mui/material/Button";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ServiceFormMode } from "@/domain/services";
import { FormActions } from "@/components/form-actions";

type Props = { mode: ServiceFormMode; serviceId: number | null; saving: boolean; onCancel: () => void };

/**
 * The form's buttons (document 2 §2): view has Edit and Back; edit has Save Service and Cancel
 * (back to view); create has Create Service and Cancel (back to the catalogue).
 */
export function ServiceFormActions({ mode, serviceId, saving, onCancel }: Props) {
  const { t } = useTranslation();
  const { edit } = useNavigation();
  return (
    <FormActions
      sticky
      busy={saving}
      onCancel={onCancel}
      cancelLabel={t(mode === "view" ? "services.actions.back" : "services.actions.cancel")}
      submitLabel={mode === "view" ? undefined : t(mode === "create" ? "services.actions.submitCreate" : "services.actions.save")}
    >
      {mode === "view" && serviceId !== null ? (
        <Button variant="contained" onClick={() => edit("services", serviceId)}>
          {t("services.actions.edit")}
        </Button>
      ) : null}
    </FormActions>
  );
}
