import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { DateLocalization } from "@/components/date-localization";
import { REPORTS, defaultReportRange, type ReportDefinition } from "@/domain/reports";
import { ReportCard } from "./report-card";
import { useRefundTimeLimit } from "./use-refund-time-limit";
import { CardGrid } from "@/components/card-grid";

/**
 * `/vendor/reports` (document 2 §2, §5, §7): the eight reports. Dated ones start at their default
 * range from the seller's today; Earning And Commission Per Order waits for the platform's
 * refund_time_limit.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  // The seller's calendar day, read once: the default ranges do not jump while the page is open.
  const [today] = useState(() => dayjs().format("YYYY-MM-DD"));
  const refund = useRefundTimeLimit();
  return (
    <DateLocalization>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("reports.titles.page")}
      </Typography>
      <CardGrid minWidth={320}>
        {REPORTS.map((report) => (
          <li key={report.id}>
            {report.range === "refund" && refund.days === null ? (
              <PendingCard report={report} failed={refund.failed} message={refund.error} onRetry={refund.retry} />
            ) : (
              <ReportCard report={report} initialRange={defaultReportRange(report.range, today, refund.days ?? 0)} />
            )}
          </li>
        ))}
      </CardGrid>
    </DateLocalization>
  );
}

/** The refund-limited report while the platform setting loads, or when it could not be read. */
function PendingCard({
  report,
  failed,
  message,
  onRetry,
}: {
  report: ReportDefinition;
  failed: boolean;
  message: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="article" aria-labelledby={`report-${report.id}`} aria-busy={!failed} sx={{ height: "100%" }}>
      <CardContent>
        <Typography id={`report-${report.id}`} variant="h6" component="h2">
          {t("reports.cards.totalEarningInvoice.title")}
        </Typography>
        {failed ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t("common.actions.retry")}
              </Button>
            }
          >
            {message ?? t("reports.problems.platform")}
          </Alert>
        ) : (
          <>
            <Skeleton variant="text" sx={{ mt: 1 }} />
            <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
