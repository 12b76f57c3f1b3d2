import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { ConfirmDialog } from "./confirm-dialog";

export type RecordFormMode = "create" | "view" | "update";

type Props = {
  mode: RecordFormMode;
  /** A save or a delete is running: every button waits. */
  busy: boolean;
  labels: { save: string; update: string; cancel: string; edit: string; delete: string };
  /** The delete question, verbatim from the spec. */
  deleteMessage: string;
  onCancel: () => void;
  onEdit: () => void;
  /** Runs after the seller confirmed. */
  onDelete: () => void;
};

/**
 * The buttons of a record form with create, view and update modes (banners, shop banners):
 * view has Edit and Delete (after a confirmation); create and update have Cancel and a submit.
 */
export function RecordFormActions({ mode, busy, labels, deleteMessage, onCancel, onEdit, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (mode === "view") {
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
          {labels.delete}
        </Button>
        <Button variant="contained" startIcon={<EditIcon />} disabled={busy} onClick={onEdit}>
          {labels.edit}
        </Button>
        <ConfirmDialog
          open={confirming}
          message={deleteMessage}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
      <Button onClick={onCancel} disabled={busy}>
        {labels.cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {mode === "create" ? labels.save : labels.update}
      </Button>
    </Stack>
  );
}
