import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { Customer } from "@/domain/customers";
import { formatMoney } from "@/domain/money";
import { statusTone, type OrderListItem } from "@/domain/orders";
import type { Pagination } from "@/domain/types";
import { useApiQuery } from "@/hooks/use-api-query";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { StatusChip } from "@/components/status-chip";
import { ListPager } from "@/components/list/list-pager";
import { useStoreQuery } from "@/hooks/use-store-query";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { pathTo } from "@/config/paths";

type Answer = { orders: OrderListItem[]; pagination: Pagination };

/**
 * A customer's orders with this store (`GET orders/by_customer_id?customer_id=`, a call the spec
 * lists without a screen), each opening its order detail.
 */
export function CustomerOrdersDialog({ customer, name, onClose }: { customer: Customer; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const [page, setPage] = useState(1);
  const { store } = useStoreQuery();
  const { query } = useApiQuery<Answer>("ordersByCustomer", { query: { customer_id: customer.id, page } });
  const answer = query.data?.data;
  const money = (value: number | string) => formatMoney(value, store?.currency, locale);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="customer-orders-title">
      <DialogTitle id="customer-orders-title">{t("users.orders.title", { name })}</DialogTitle>
      <DialogContent dividers>
        {query.isError ? (
          <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
        ) : !answer ? (
          <PageLoader />
        ) : answer.orders.length === 0 ? (
          <Typography color="text.secondary">{t("users.orders.empty")}</Typography>
        ) : (
          <List aria-label={t("users.orders.label", { name })} disablePadding>
            {answer.orders.map((order) => (
              <ListItemButton key={order.id} component={RouterLink} to={pathTo("orderDetail", order.id)} divider>
                <ListItemText
                  primary={t("users.orders.number", { id: order.id })}
                  secondary={t("users.orders.summary", { items: order.item_count, total: money(order.total_price) })}
                />
                <StatusChip label={t(`orders.statuses.${order.status}`, { defaultValue: order.status })} tone={statusTone(order.status)} />
              </ListItemButton>
            ))}
          </List>
        )}
        {answer ? <ListPager page={page} pageCount={answer.pagination.total_pages} onChange={setPage} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
