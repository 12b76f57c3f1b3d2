import { useState, type MouseEvent } from "react";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { useDelete, useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";

/** A catalogue row's menu (document 2 §2): View, Edit, Delete after "Are you sure you want to delete this service?". */
export function ServiceRowMenu({ id, name, onDeleted }: { id: number; name: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { show, edit } = useNavigation();
  const { mutate: remove, mutation } = useDelete();

  const stop = (event: MouseEvent) => event.stopPropagation();
  const confirmDelete = () =>
    remove(
      {
        resource: "services",
        id,
        mutationMode: "pessimistic",
        successNotification: () => ({ type: "success", message: t("services.messages.deleted") }),
      },
      {
        onSuccess: () => onDeleted(),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <IconButton
        size="small"
        aria-label={t("services.list.rowMenu", { name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={stop} onKeyDown={(event) => event.stopPropagation()}>
        <MenuItem onClick={() => show("services", id)}>{t("services.actions.view")}</MenuItem>
        <MenuItem onClick={() => edit("services", id)}>{t("services.actions.edit")}</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: "error.main" }}
        >
          {t("services.actions.delete")}
        </MenuItem>
      </Menu>
      <div onClick={stop} onKeyDown={(event) => event.stopPropagation()}>
        <ConfirmDialog
          open={confirming}
          message={t("services.messages.deleteConfirm")}
          busy={mutation.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      </div>
    </>
  );
}
