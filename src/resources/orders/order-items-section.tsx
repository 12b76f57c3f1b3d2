import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { statusTone, type OrderDetail, type OrderItem } from "@/domain/orders";
import { StatusChip } from "@/components/status-chip";
import { useProgressiveCount } from "@/hooks/use-progressive-count";
import { OrderItemCard } from "./order-item-card";
import { OrderProgressBar } from "./order-progress-bar";

type Props = { order: OrderDetail; onDispute: (item: OrderItem) => void };

/**
 * The shipment card with its progress bar and line items, then one card per service item (document 1 §2.8).
 * An order may hold a hundred items and more: the first ones render with the page, the others
 * follow a few at a time (useProgressiveCount), so opening it is never one long task.
 */
export function OrderItemsSection({ order, onDispute }: Props) {
  const { t } = useTranslation();
  const services = order.services ?? [];
  const lineItems = order.shipment?.line_items ?? [];
  const shown = useProgressiveCount(lineItems.length + services.length);
  if (!order.shipment && services.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography color="text.secondary">{t("orders.detail.noItems")}</Typography>
      </Paper>
    );
  }
  return (
    <>
      {order.shipment ? (
        <Paper variant="outlined" component="section" aria-label={t("orders.detail.shipment")} sx={{ p: 2, mb: 2 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("orders.detail.shipment")}
            </Typography>
            <StatusChip
              label={t(`orders.statuses.${order.shipment.status}`, { defaultValue: order.shipment.status })}
              tone={statusTone(order.shipment.status)}
            />
          </Box>
          <OrderProgressBar status={order.shipment.status} />
          {lineItems.slice(0, shown).map((item) => (
            <OrderItemCard key={item.id} item={item} currency={order.currency} onDispute={onDispute} />
          ))}
        </Paper>
      ) : null}
      {services.slice(0, Math.max(0, shown - lineItems.length)).map((item) => (
        <Paper key={item.id} variant="outlined" component="section" aria-label={t("orders.detail.service")} sx={{ px: 2, py: 1, mb: 2 }}>
          <OrderItemCard item={item} currency={order.currency} onDispute={onDispute} />
        </Paper>
      ))}
    </>
  );
}
