import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/domain/money";
import { summaryRows, type OrderDetail } from "@/domain/orders";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** The order summary in the order's currency (document 1 §2.8); which rows show is the domain's rule. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const rows = summaryRows(order);
  const title = t("orders.detail.summary");
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box
            key={row.key}
            data-row={row.key}
            sx={{
              display: "flex",
              justifyContent: "space-between",
              gap: 2,
              py: 0.5,
              ...(row.key === "total" ? { fontWeight: 700, borderTop: 1, borderColor: "divider", mt: 1, pt: 1 } : {}),
            }}
          >
            <Typography component="dt" variant="body2" sx={{ fontWeight: "inherit" }}>
              {t(`orders.summary.${row.key}`)}
            </Typography>
            <Typography component="dd" variant="body2" dir="ltr" sx={{ m: 0, fontWeight: "inherit" }}>
              {"amount" in row ? formatMoney(row.amount, order.currency, locale) : row.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
