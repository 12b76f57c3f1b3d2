import type { ReactNode } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import { formatMoney } from "@/domain/money";
import { canCreateDispute, itemDisplayName, itemImage, quantityUnit, statusTone, type OrderItem } from "@/domain/orders";
import { StatusChip } from "@/components/status-chip";
import { useFormatLocale } from "@/hooks/use-format-locale";

/**
 * One line or service item (document 1 §2.8): image, brand, name, sku, status, start and end
 * (services), sold-by store, price, quantity, and Create Dispute for a delivered item.
 */
export function OrderItemCard({ item, currency, onDispute }: { item: OrderItem; currency: string; onDispute: (item: OrderItem) => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const name = itemDisplayName(item);
  const image = itemImage(item);
  const service = item.orderable_type === "Service";
  return (
    <Box
      component="article"
      aria-label={name}
      sx={{ display: "flex", gap: 2, py: 2, borderTop: 1, borderColor: "divider", "&:first-of-type": { borderTop: 0 } }}
    >
      <Avatar variant="rounded" src={image ?? undefined} alt={name} sx={{ width: 72, height: 72, bgcolor: "action.hover" }}>
        <ImageIcon color="disabled" />
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", justifyContent: "space-between", alignItems: "flex-start" }}>
          <div>
            {item.brand_name_en ? (
              <Typography variant="caption" color="text.secondary">
                {item.brand_name_en}
              </Typography>
            ) : null}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {name}
            </Typography>
          </div>
          <StatusChip label={t(`orders.statuses.${item.status}`, { defaultValue: item.status })} tone={statusTone(item.status)} />
        </Box>
        <Box sx={{ display: "grid", gap: 0.5, mt: 1, gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" } }}>
          <Detail label={t("orders.fields.sku")}>{item.sku ? <bdi dir="ltr">{item.sku}</bdi> : null}</Detail>
          <Detail label={t("orders.fields.soldBy")}>{item.store_name_en}</Detail>
          {service ? <Detail label={t("orders.fields.startAt")}>{formatDateTime(item.start_at, locale)}</Detail> : null}
          {service ? <Detail label={t("orders.fields.endAt")}>{formatDateTime(item.end_at, locale)}</Detail> : null}
          <Detail label={t("orders.fields.price")}>{formatMoney(item.price, currency, locale)}</Detail>
          <Detail label={t("orders.fields.quantity")}>
            {t(`orders.quantity.${quantityUnit(item.quantity)}`, { count: item.quantity })}
          </Detail>
        </Box>
        {canCreateDispute(item) ? (
          <Button size="small" variant="outlined" color="warning" sx={{ mt: 1.5 }} onClick={() => onDispute(item)}>
            {t("orders.actions.createDispute")}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:{" "}
      </Box>
      {children}
    </Typography>
  );
}
