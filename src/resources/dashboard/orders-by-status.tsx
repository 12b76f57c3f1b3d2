import { lazy, memo, Suspense } from "react";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { ErrorBoundary } from "@/components/error-boundary";
import { TableColumnHeads } from "@/components/table-column-heads";
import { ordersByStatus } from "@/domain/attention";
import { formatNumber } from "@/domain/money";
import type { OrderTabCounts } from "@/domain/orders";
import { useApiQuery } from "@/hooks/use-api-query";
import { useDeferredRead, type DeferredRead } from "@/hooks/use-deferred-read";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useNearViewport } from "@/hooks/use-near-viewport";

// MUI X Charts is heavy (about 74 KB gzip): its own chunk, fetched once the chart's place comes
// into view (below the fold of a phone, when the seller scrolls to it). When it fails to load (a
// dropped connection), a note takes its place: the table beside it has the same numbers.
const OrdersStatusChart = lazy(() => import("./orders-status-chart"));

const CHART_HEIGHT = 260;

/**
 * Orders by status (issue 19 item 6) from `GET orders/tabs` (the query the attention panel shares):
 * a bar chart and, beside it, a table of the same numbers (what a screen reader and a keyboard use).
 */
export const OrdersByStatus = memo(function OrdersByStatus() {
  return <OrdersByStatusView tabs={useDeferredRead(useApiQuery<OrderTabCounts>("orderTabs").query)} />;
});

const OrdersByStatusView = memo(function OrdersByStatusView({ tabs }: { tabs: DeferredRead<{ data: OrderTabCounts }> }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const rows = ordersByStatus(tabs.data?.data);
  const titleId = "dashboard-orders-by-status-title";
  const labelled = rows.map((row) => ({ ...row, label: t(`orders.tabs.${row.status}`) }));
  const [chartPlace, showChart] = useNearViewport<HTMLDivElement>();

  return (
    <SectionCard title={t("dashboard.chart.title")} titleId={titleId} titleSx={{ fontWeight: 700, mb: 1 }}>
      {tabs.isLoading ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : tabs.isError ? (
        <Typography color="text.secondary">{t("dashboard.chart.unavailable")}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t("dashboard.chart.empty")}</Typography>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }, alignItems: "start" }}>
          <Box ref={chartPlace} sx={{ minWidth: 0 }}>
            {showChart ? (
              <ErrorBoundary fallback={<Typography color="text.secondary">{t("dashboard.chart.chartFailed")}</Typography>}>
                <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                  <OrdersStatusChart rows={labelled} height={CHART_HEIGHT} locale={locale} label={t("dashboard.chart.chartLabel")} />
                </Suspense>
              </ErrorBoundary>
            ) : (
              <Skeleton variant="rounded" height={CHART_HEIGHT} />
            )}
          </Box>
          <Table size="small" aria-labelledby={titleId}>
            <TableColumnHeads columns={[{ label: t("dashboard.chart.status") }, { label: t("dashboard.chart.count"), align: "right" }]} />
            <TableBody>
              {labelled.map((row) => (
                <TableRow key={row.status}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">{formatNumber(row.count, locale)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
});
