import { useState, type MouseEvent } from "react";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { useDelete, useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useAccess } from "@/hooks/use-access";

import type { CatalogueResource } from "./catalogue-list-page";

/**
 * A catalogue row's menu (document 2 §2): View, Edit (when the access rules allow it: for products,
 * only when the store's can_manage_product is true), Delete after the resource's confirmation.
 */
export function CatalogueRowMenu({
  resource,
  id,
  name,
  onDeleted,
}: {
  resource: CatalogueResource;
  id: number;
  name: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { show, edit } = useNavigation();
  // The same rule as the edit screen's guard, decided again when the store arrives.
  const canEdit = useAccess(resource, "edit").can;
  const { mutate: remove, mutation } = useDelete();

  const stop = (event: MouseEvent) => event.stopPropagation();
  const confirmDelete = () =>
    remove(
      {
        resource,
        id,
        mutationMode: "pessimistic",
        successNotification: () => ({ type: "success", message: t(`${resource}.messages.deleted`) }),
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
        aria-label={t(`${resource}.list.rowMenu`, { name })}
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
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={stop}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MenuItem onClick={() => show(resource, id)}>{t(`${resource}.actions.view`)}</MenuItem>
        {canEdit ? <MenuItem onClick={() => edit(resource, id)}>{t(`${resource}.actions.edit`)}</MenuItem> : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: "error.main" }}
        >
          {t(`${resource}.actions.delete`)}
        </MenuItem>
      </Menu>
      <div onClick={stop} onKeyDown={(event) => event.stopPropagation()}>
        <ConfirmDialog
          open={confirming}
          message={t(`${resource}.messages.deleteConfirm`)}
          busy={mutation.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      </div>
    </>
  );
}
