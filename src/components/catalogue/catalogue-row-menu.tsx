import { useState } from "react";
import { useDelete, useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RowMenu, type RowMenuItem } from "@/components/list/row-menu";
import { paths } from "@/config/paths";
import { useNavigate } from "react-router";
import type { CatalogueResource } from "./catalogue-list-page";

/**
 * A catalogue row's menu (document 2 §2): View, Edit (when the access rules allow it: for products,
 * only when the store's can_manage_product is true), Duplicate (issue 33 point 3: the create form
 * prefilled from this record, when the seller may create one), Delete after the resource's confirmation.
 */
export function CatalogueRowMenu({
  resource,
  id,
  name,
  canEdit,
  canCreate,
  onDeleted,
}: {
  resource: CatalogueResource;
  id: number;
  name: string;
  /** The access rules' answers for the page (useCatalogueColumns). */
  canEdit: boolean;
  canCreate: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  // null until Delete is first chosen; then whether its question is open.
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const { show, edit } = useNavigation();
  const navigate = useNavigate();

  const items: RowMenuItem[] = [
    { label: t(`${resource}.actions.view`), onSelect: () => show(resource, id) },
    ...(canEdit ? [{ label: t(`${resource}.actions.edit`), onSelect: () => edit(resource, id) }] : []),
    ...(canCreate ? [{ label: t(`${resource}.actions.duplicate`), onSelect: () => void navigate(duplicatePath(resource, id)) }] : []),
    { label: t(`${resource}.actions.delete`), onSelect: () => setConfirming(true), danger: true },
  ];

  return (
    <RowMenu label={t(`${resource}.list.rowMenu`, { name })} items={items}>
      {confirming !== null ? (
        <DeleteConfirmation open={confirming} resource={resource} id={id} onDeleted={onDeleted} onClose={() => setConfirming(false)} />
      ) : null}
    </RowMenu>
  );
}

/**
 * The delete's confirmation and its request, mounted from the first time they are asked for: a page
 * shows ten rows, and a mutation in each made the list's first render slower.
 */
function DeleteConfirmation({
  open,
  resource,
  id,
  onDeleted,
  onClose,
}: {
  open: boolean;
  resource: CatalogueResource;
  id: number;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { mutate: remove, mutation } = useDelete();
  const confirmDelete = () =>
    remove(
      {
        resource,
        id,
        mutationMode: "pessimistic",
        successNotification: () => ({ type: "success", message: t(`${resource}.messages.deleted`) }),
      },
      { onSuccess: () => onDeleted(), onSettled: onClose },
    );
  return (
    <ConfirmDialog
      open={open}
      message={t(`${resource}.messages.deleteConfirm`)}
      busy={mutation.isPending}
      onConfirm={confirmDelete}
      onClose={onClose}
    />
  );
}

/** The create form of the resource, opened as a duplicate of record `id` (`DuplicateSource` reads it). */
function duplicatePath(resource: CatalogueResource, id: number): string {
  const create = resource === "products" ? paths.productCreate : paths.serviceCreate;
  return `${create}?duplicate=${encodeURIComponent(String(id))}`;
}
