import Alert from "@mui/material/Alert";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import type { BulkSummary } from "@/domain/order-bulk";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** The end of a bulk status change: how many changed, which were skipped and why, which failed with the server's message. */
export function OrderBulkSummary({ summary }: { summary: BulkSummary }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const status = (value: string | null) => (value ? t(`orders.statuses.${value}`, { defaultValue: value }) : "");
  const count = (value: number) => formatNumber(value, locale);
  return (
    <div aria-live="polite">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t("orders.bulk.summaryTitle")}
      </Typography>
      <Alert severity={summary.tone} sx={{ mb: 1 }}>
        {t("orders.bulk.changed", { status: status(summary.target), n: count(summary.changed.length) })}
      </Alert>
      {summary.skipped.length > 0 ? (
        <section aria-label={t("orders.bulk.skipped", { n: count(summary.skipped.length) })}>
          <Typography variant="subtitle2" component="h4">
            {t("orders.bulk.skipped", { n: count(summary.skipped.length) })}
          </Typography>
          <List dense disablePadding>
            {summary.skipped.map((outcome) => (
              <ListItem key={outcome.id} disableGutters>
                {t("orders.bulk.orderRef", { id: outcome.id })}{" "}
                <bdi>{t(`orders.bulk.reasons.${outcome.reason}`, { from: status(outcome.from), to: status(summary.target) })}</bdi>
              </ListItem>
            ))}
          </List>
        </section>
      ) : null}
      {summary.failed.length > 0 ? (
        <section aria-label={t("orders.bulk.failed", { n: count(summary.failed.length) })}>
          <Typography variant="subtitle2" component="h4" color="error">
            {t("orders.bulk.failed", { n: count(summary.failed.length) })}
          </Typography>
          <List dense disablePadding>
            {summary.failed.map((outcome) => (
              <ListItem key={outcome.id} disableGutters>
                {t("orders.bulk.orderRef", { id: outcome.id })} <bdi>{outcome.message}</bdi>
              </ListItem>
            ))}
          </List>
        </section>
      ) : null}
    </div>
  );
}
