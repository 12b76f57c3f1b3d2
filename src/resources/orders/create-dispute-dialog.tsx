import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useNavigation } from "@refinedev/core";
import { useForm } from "react-hook-form";
import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslation } from "react-i18next";
import { itemDisplayName, type OrderItem } from "@/domain/orders";
import { FormTextField } from "@/components/form-text-field";
import { useApiMutation } from "@/hooks/use-api-query";
import { createDisputeSchema, type CreateDisputeValues } from "./create-dispute.schema";

/**
 * Create Dispute (document 1 §2.8, §7.6): a description of at least 10 characters, then
 * `POST common/disputes?role=vendor`. Success goes to the disputes list; a failure closes the
 * modal and the error shows as a toast.
 */
export function CreateDisputeDialog({ orderId, item, onClose }: { orderId: number; item: OrderItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { list } = useNavigation();
  const { mutate, mutation } = useApiMutation();
  const { control, handleSubmit } = useForm<CreateDisputeValues>({
    resolver: yupResolver(createDisputeSchema),
    defaultValues: { description: "" },
  });
  const sending = mutation.isPending;

  const submit = handleSubmit(({ description }) =>
    mutate(
      {
        url: "createDispute",
        method: "post",
        values: { dispute: { order_id: orderId, line_item_id: item.id, description } },
        successNotification: false,
      },
      {
        onSuccess: () => {
          onClose();
          list("disputes");
        },
        onError: () => onClose(),
      },
    ),
  );

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="create-dispute-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-dispute-title">{t("orders.dispute.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("orders.dispute.intro", { item: itemDisplayName(item) })}</DialogContentText>
          <FormTextField
            control={control}
            name="description"
            label={t("orders.fields.description")}
            placeholder={t("orders.dispute.placeholder")}
            multiline
            minRows={4}
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t("common.actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t("orders.actions.submitDispute")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
