import { useCallback, useState, type ReactNode } from "react";
import { useEventCallback } from "@mui/material/utils";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RowMenu } from "@/components/list/row-menu";
import { paths } from "@/config/paths";
import { useAccess } from "@/hooks/use-access";
import type { CatalogueResource } from "./catalogue-list-page";
import { DeleteConfirmation } from "./catalogue-delete-confirmation";

type RowAction = "view" | "edit" | "duplicate";

/**
 * The catalogue's row menu (document 2 §2): View, Edit (when the access rules allow it: for products,
 * only when the store's can_manage_product is true), Duplicate (issue 33 point 3: the create form
 * prefilled from this record, when the seller may create one), Delete after the resource's
 * confirmation. Decided once for the list: a row renders its button alone, the items are built when
 * its menu opens, and the list has one delete question (`deleteQuestion`, for the page to render).
 */
export function useCatalogueRowMenu(
  resource: CatalogueResource,
  onDeleted: () => void,
): { rowMenu: (id: number, name: string) => ReactNode; deleteQuestion: ReactNode } {
  const { t } = useTranslation();
  // Decided once for the page, not per row (each decision watches the store's query); the same rule
  // as the edit screen's guard, decided again when the store arrives.
  const canEdit = useAccess(resource, "edit").can;
  const canCreate = useAccess(resource, "create").can;
  const { show, edit } = useNavigation();
  const navigate = useNavigate();
  // Refine's navigation changes on every render; the columns that hold these menus do not.
  const act = useEventCallback((action: RowAction, id: number) => {
    if (action === "view") show(resource, id);
    else if (action === "edit") edit(resource, id);
    else void navigate(duplicatePath(resource, id));
  });
  // null until Delete is first chosen; then the record asked about, kept through the closing transition.
  const [deleting, setDeleting] = useState<{ id: number; open: boolean } | null>(null);

  const rowMenu = useCallback(
    (id: number, name: string) => (
      <RowMenu
        label={t(`${resource}.list.rowMenu`, { name })}
        items={() => [
          { label: t(`${resource}.actions.view`), onSelect: () => act("view", id) },
          ...(canEdit ? [{ label: t(`${resource}.actions.edit`), onSelect: () => act("edit", id) }] : []),
          ...(canCreate ? [{ label: t(`${resource}.actions.duplicate`), onSelect: () => act("duplicate", id) }] : []),
          { label: t(`${resource}.actions.delete`), onSelect: () => setDeleting({ id, open: true }), danger: true },
        ]}
      />
    ),
    [t, resource, canEdit, canCreate, act],
  );
  const deleteQuestion = deleting ? (
    <DeleteConfirmation
      open={deleting.open}
      resource={resource}
      id={deleting.id}
      onDeleted={onDeleted}
      onClose={() => setDeleting({ ...deleting, open: false })}
    />
  ) : null;
  return { rowMenu, deleteQuestion };
}

/** The create form of the resource, opened as a duplicate of record `id` (`DuplicateSource` reads it). */
function duplicatePath(resource: CatalogueResource, id: number): string {
  const create = resource === "products" ? paths.productCreate : paths.serviceCreate;
  return `${create}?duplicate=${encodeURIComponent(String(id))}`;
}
