import { useId, useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";

type Props = {
  open: boolean;
  /** The question, verbatim from the spec ("Are you sure you want to delete this product?"). */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: buttons disabled, the dialog stays. */
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A yes/no question before an action that cannot be undone (deleting a product, a variant...).
 * Nothing is rendered until it first opens: a list has one per row, and rows are rendered often.
 */
export function ConfirmDialog({ open, ...props }: Props) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Question open={open} {...props} /> : null;
}

function Question({ open, message, title, confirmLabel, cancelLabel, busy, destructive = true, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title ?? t("confirm.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel ?? t("confirm.cancel")}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={destructive ? "error" : "primary"} autoFocus>
          {confirmLabel ?? t("confirm.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
