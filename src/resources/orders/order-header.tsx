import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import { cashOnDeliveryCompleted, type OrderDetail } from "@/domain/orders";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { OrderWhatsAppLink } from "./order-whatsapp-link";

/** Order id, placed-on date, shipping address, mobile with its verification and the cash-on-delivery line (document 1 §2.8). */
export function OrderHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const address = order.address ?? {};
  const lines = [address.first_name, address.address1, address.address2].filter(Boolean);
  const verified = address.contact_number_verified === true;
  return (
    <Paper variant="outlined" component="section" aria-label={t("orders.fields.orderId", { id: order.id })} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "space-between", alignItems: "baseline" }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("orders.fields.orderId", { id: order.id })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("orders.fields.placedOn", { date: formatDateTime(order.created_at, locale) })}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 2, mt: 1.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <div>
          <Typography variant="subtitle2" component="h3">
            {t("orders.fields.shippingAddress")}
          </Typography>
          {lines.map((line, index) => (
            <Typography key={index} variant="body2" dir="auto">
              {line}
            </Typography>
          ))}
        </div>
        <div>
          <Typography variant="subtitle2" component="h3">
            {t("orders.fields.mobile")}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="body2" dir="ltr">
              {address.contact_number}
            </Typography>
            <Chip
              size="small"
              color={verified ? "success" : "default"}
              variant={verified ? "filled" : "outlined"}
              label={verified ? t("orders.detail.verified") : t("orders.detail.notVerified")}
            />
            <OrderWhatsAppLink order={order} />
          </Box>
        </div>
      </Box>
      {cashOnDeliveryCompleted(order) ? (
        <Typography variant="body2" color="success.main" sx={{ mt: 1.5, display: "flex", gap: 0.5, alignItems: "center", fontWeight: 600 }}>
          <CheckCircleIcon fontSize="small" />
          {t("orders.detail.codCompleted")}
        </Typography>
      ) : null}
    </Paper>
  );
}
