import { Link as RouterLink, useParams } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useTranslation } from "react-i18next";
import { DetailFields } from "@/components/detail-fields";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { formatDateTime } from "@/domain/dates";
import { DisputeReplyForm } from "./dispute-reply-form";
import { DisputeStatusChip } from "./dispute-status-chip";
import { DisputeThread } from "./dispute-thread";
import { useDisputeReply } from "./use-dispute-reply";
import { useLiveDispute } from "./use-live-dispute";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { paths } from "@/app/paths";

/**
 * `/vendor/disputes-detail/{id}` (document 1 §2.10) from `GET common/disputes/{id}?role=vendor`:
 * the dispute's facts, the replies thread (oldest first, scrolled to the newest, live while open:
 * useLiveDispute) and the reply box.
 * An unknown id answers 404, which lands on /not-found.
 */
export function DisputeShowPage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { id = "" } = useParams();
  const reply = useDisputeReply(id);
  const { query, dispute, thread } = useLiveDispute(id, reply.sent);

  if (query.isLoading) return <PageLoader />;
  // A failed read with a dispute already shown (a poll, the read after a reply) keeps the page and
  // what is typed; only a dispute never read gives way to the error.
  if (!dispute) {
    return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={paths.disputes} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {t("disputes.detail.back")}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("disputes.titles.show")}
        </Typography>
      </Box>

      <Card component="section" aria-label={t("disputes.detail.number")}>
        <CardContent>
          <DetailFields
            columns={3}
            fields={[
              { label: t("disputes.detail.number"), value: `#${dispute.id}`, dir: "ltr" },
              { label: t("disputes.detail.status"), value: <DisputeStatusChip status={dispute.status} /> },
              { label: t("disputes.detail.store"), value: dispute.store_name_en },
              { label: t("disputes.detail.orderNumber"), value: `#${dispute.order_id}`, dir: "ltr" },
              { label: t("disputes.detail.customerEmail"), value: dispute.customer_email, dir: "ltr" },
              { label: t("disputes.detail.createdAt"), value: formatDateTime(dispute.created_at, locale) },
            ]}
          />
          {dispute.description ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {t("disputes.detail.description")}
              </Typography>
              <Typography dir="auto" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {dispute.description}
              </Typography>
            </Box>
          ) : null}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="dispute-thread-title">
        <CardContent>
          <Typography id="dispute-thread-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t("disputes.thread.label")}
          </Typography>
          <DisputeThread replies={thread} />
          {query.isError ? (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
                  {t("common.actions.retry")}
                </Button>
              }
            >
              {t("disputes.thread.refreshFailed")}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <DisputeReplyForm onSend={reply.send} sending={reply.sending} />
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
