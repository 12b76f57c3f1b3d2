import { useState } from "react";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { allowedNextStatuses, currentOrderStatus, shouldSendStatusUpdate, type OrderDetail } from "@/domain/orders";
import { useStoreQuery } from "@/hooks/use-store-query";
import { useOrderStatusUpdate } from "./use-order-status-update";

/**
 * The status selector and Update Status (document 1 §4.4): the choices come from
 * `allowedNextStatuses`; nothing renders when there are none; the update is sent only when the
 * chosen status differs. The parent keys it by the current status so the choice resets.
 */
export function OrderStatusControl({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { store } = useStoreQuery();
  const current = currentOrderStatus(order);
  const next = allowedNextStatuses(order, store);
  const [chosen, setChosen] = useState<string>(current ?? "");
  const { update, sending } = useOrderStatusUpdate(order.id);

  if (!current || next.length === 0) return null;

  const submit = () => {
    if (shouldSendStatusUpdate(current, chosen)) update(chosen);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { xs: "stretch", md: "center" } }}>
        <TextField
          select
          size="small"
          label={t("orders.detail.newStatus")}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {[current, ...next].map((status) => (
            <MenuItem key={status} value={status}>
              {t(`orders.statuses.${status}`, { defaultValue: status })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={submit} disabled={sending || !shouldSendStatusUpdate(current, chosen)}>
          {t("orders.actions.updateStatus")}
        </Button>
      </Stack>
    </Paper>
  );
}
