import type { ReactNode } from "react";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";

type Props = {
  /** A save is running: every button waits and the submit shows a spinner. */
  busy: boolean;
  /** The submit button's text; none in a read-only mode. */
  submitLabel?: string;
  /** The way out without saving; `cancelLabel` defaults to the common "Cancel". */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Other buttons of the mode (Edit, Delete), after Cancel and before the submit. */
  children?: ReactNode;
  /** Kept in view at the bottom of a long form. */
  sticky?: boolean;
};

/**
 * The button bar of every form: Cancel, the mode's other buttons, then the submit (a `type="submit"`
 * button of the enclosing form). Stacked on a phone with the submit on top; in Arabic the row
 * mirrors with the page (the submit ends up on the left).
 */
export function FormActions({ busy, submitLabel, onCancel, cancelLabel, children, sticky = false }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: "column-reverse", sm: "row" }}
      spacing={1.5}
      sx={[
        { justifyContent: "flex-end", mt: 3 },
        sticky && { position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", zIndex: 1 },
      ]}
    >
      {onCancel ? (
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t("common.actions.cancel")}
        </Button>
      ) : null}
      {children}
      {submitLabel ? (
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={t("common.states.loading")} /> : undefined}
        >
          {submitLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
