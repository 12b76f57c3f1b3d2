import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";

/** A step's buttons: Back (to the previous step) and its primary action (a submit). */
export function StepActions({ onBack, busy, label }: { onBack?: () => void; busy: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: "flex-end", mt: 1 }}>
      {onBack ? (
        <Button onClick={onBack} disabled={busy}>
          {t("wizard.actions.back")}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" loading={busy}>
        {label ?? t("wizard.actions.save")}
      </Button>
    </Stack>
  );
}
