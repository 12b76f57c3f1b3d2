import { useDelete } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { CatalogueResource } from "./catalogue-list-page";

/** The delete's confirmation and its request, mounted from the first time they are asked for. */
export function DeleteConfirmation({
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
