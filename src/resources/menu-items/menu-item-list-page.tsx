import { useMemo, useState } from "react";
import { CreateButton } from "@refinedev/mui";
import AddIcon from "@mui/icons-material/Add";
import { DataGrid } from "@mui/x-data-grid";
import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { deleteWithChildren, menuTreeOrder, type MenuItem } from "@/domain/menu-items";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { EmptyState } from "@/components/list/empty-state";
import { listEmptiness } from "@/domain/list-emptiness";
import { useGridLocaleText } from "@/components/list/use-grid-locale-text";
import { useMenuColumns, type MenuRow } from "./menu-columns";
import { useMenuItems } from "./use-menu-items";
import { ListHeader } from "@/components/list/list-header";
import { LIST_GRID_DEFAULTS } from "@/components/list/grid-defaults";

/**
 * `/vendor/menu` (document 2 §2 "Menu items"): every item, each followed by its sub-items; Add
 * Menu Item; each row has an edit link and a delete. Deleting removes the item and its sub-items
 * from the table (§7: "delete removes the item and its children locally"). A menu with no item
 * (none saved, or the last one deleted) invites the seller to add the first.
 */
export function MenuItemListPage() {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(t("menu.list.empty"));
  const { query, items } = useMenuItems();
  const [removed, setRemoved] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const { mutate: remove, mutation } = useDelete();

  const rows = useMemo<MenuRow[]>(() => {
    const left = removed.reduce((list, id) => deleteWithChildren(list, id), items);
    return menuTreeOrder(left).map(({ item, depth }) => ({ ...item, depth }));
  }, [items, removed]);
  const columns = useMenuColumns(setDeleting);

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove(
      {
        resource: "menu_items",
        id,
        // The table drops the item and its sub-items itself; no reload.
        invalidates: [],
        successNotification: () => ({ type: "success", message: t("menu.messages.deleted") }),
      },
      {
        onSuccess: () => setRemoved((current) => [...current, id]),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      <ListHeader title={t("menu.titles.list")}>
        <CreateButton resource="menu_items" variant="contained" startIcon={<AddIcon />}>
          {t("menu.actions.add")}
        </CreateButton>
      </ListHeader>
      {query.isError ? (
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : listEmptiness({ matching: query.isSuccess ? rows.length : null }) === "empty" ? (
        <EmptyState title={t("menu.emptyState.title")} text={t("menu.emptyState.text")}>
          <CreateButton resource="menu_items" variant="contained" startIcon={<AddIcon />}>
            {t("menu.emptyState.create")}
          </CreateButton>
        </EmptyState>
      ) : (
        <DataGrid<MenuRow>
          aria-label={t("menu.list.table")}
          rows={rows}
          columns={columns}
          loading={query.isFetching}
          {...LIST_GRID_DEFAULTS}
          localeText={localeText}
          sx={{ bgcolor: "background.paper" }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t("menu.confirm.delete", { name: deleting?.name_en ?? "" })}
        busy={mutation.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
