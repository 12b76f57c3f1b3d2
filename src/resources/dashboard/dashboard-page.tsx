import { memo, type ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import FiberNewOutlinedIcon from "@mui/icons-material/FiberNewOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "@/domain/types";
import { formatMoney, formatNumber } from "@/domain/money";
import { useApiQuery } from "@/hooks/use-api-query";
import { ErrorState } from "@/components/error-state";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useAccess } from "@/hooks/use-access";
import { useDeferredRead, type DeferredRead } from "@/hooks/use-deferred-read";
import { useAfterFirstCommit } from "@/hooks/use-after-first-commit";
import { AttentionPanel } from "./attention-panel";
import { OrdersByStatus } from "./orders-by-status";

/**
 * `/vendor/` (document 1 §2.6): Total Revenue, New Orders, Total Orders from `GET dashboard`; then
 * what needs attention and orders by status (issue 19 item 6), each with its own loading and failure.
 */
export function DashboardPage() {
  const seesOrders = useAccess("orders", "list").can;
  const figures = useDeferredRead(useApiQuery<Dashboard>("dashboard").query);
  return <DashboardView figures={figures} seesOrders={seesOrders} />;
}

/** The page itself, rendered again only when what it shows changes (`useDeferredRead`). */
const DashboardView = memo(function DashboardView({
  figures,
  seesOrders,
}: {
  figures: DeferredRead<{ data: Dashboard }>;
  seesOrders: boolean;
}) {
  // The panels under the figures mount a task after them: the first commit (over the prerendered
  // frame) and its effects stay short, and so does the commit of the figures' answer.
  const panels = useAfterFirstCommit();
  return (
    <>
      <DashboardFigures figures={figures} />
      {panels ? (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: "1fr", md: seesOrders ? "minmax(0, 2fr) minmax(0, 3fr)" : "minmax(0, 1fr)" },
          }}
        >
          <AttentionPanel />
          {seesOrders ? <OrdersByStatus /> : null}
        </Box>
      ) : null}
    </>
  );
});

/**
 * The heading and the three figures. The dashboard prerendered at build time shows them loading
 * (src/app/prerender/dashboard-placeholder.tsx) until the app takes the page over.
 */
export function DashboardFigures({ figures }: { figures: DeferredRead<{ data: Dashboard }> }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const dashboard = figures.data?.data;
  const loading = figures.isLoading;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("dashboard.titles.page")}
      </Typography>
      {figures.isError ? (
        <ErrorState message={figures.error?.message} onRetry={() => void figures.refetch()} />
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" } }}>
          <StatCard
            label={t("dashboard.cards.totalRevenue")}
            icon={<PaymentsOutlinedIcon color="primary" />}
            value={dashboard ? formatMoney(dashboard.total_revenue?.amount, dashboard.total_revenue?.currency, locale) : null}
            loading={loading}
          />
          <StatCard
            label={t("dashboard.cards.newOrders")}
            icon={<FiberNewOutlinedIcon color="secondary" />}
            value={dashboard ? formatNumber(dashboard.new_orders, locale) : null}
            loading={loading}
          />
          <StatCard
            label={t("dashboard.cards.totalOrders")}
            icon={<ReceiptLongOutlinedIcon color="action" />}
            value={dashboard ? formatNumber(dashboard.all_orders, locale) : null}
            loading={loading}
          />
        </Box>
      )}
    </>
  );
}

function StatCard({ label, value, icon, loading }: { label: string; value: string | null; icon: ReactNode; loading: boolean }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        {icon}
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} dir="ltr">
            {loading ? <Skeleton width={120} /> : value}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
