import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ServiceFormMode } from "@/domain/services";

type Props = { mode: ServiceFormMode; serviceId: number | null; saving: boolean; onCancel: () => void };

/**
 * The form's buttons (document 2 §2): view has Edit and Back; edit has Save Service and Cancel
 * (back to view); create has Create Service and Cancel (back to the catalogue).
 */
export function ServiceFormActions({ mode, serviceId, saving, onCancel }: Props) {
  const { t } = useTranslation();
  const { edit } = useNavigation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", zIndex: 1 }}>
      <Button onClick={onCancel} disabled={saving}>
        {t(mode === "view" ? "services.actions.back" : "services.actions.cancel")}
      </Button>
      {mode === "view" && serviceId !== null ? (
        <Button variant="contained" onClick={() => edit("services", serviceId)}>
          {t("services.actions.edit")}
        </Button>
      ) : null}
      {mode !== "view" ? (
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : null}>
          {t(mode === "create" ? "services.actions.submitCreate" : "services.actions.save")}
        </Button>
      ) : null}
    </Stack>
  );
}
