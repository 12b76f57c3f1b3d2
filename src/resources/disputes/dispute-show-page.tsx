import { useParams } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { ShowPage } from "@/components/show/show-page";
import { SummaryCard } from "@/components/show/summary-card";
import { formatDateTime } from "@/domain/dates";
import { DisputeReplyForm } from "./dispute-reply-form";
import { DisputeStatusChip } from "./dispute-status-chip";
import { DisputeThread } from "./dispute-thread";
import { useDisputeReply } from "./use-dispute-reply";
import { useLiveDispute } from "./use-live-dispute";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { paths } from "@/config/paths";

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

  // A failed read with a dispute already shown (a poll, the read after a reply) keeps the page and
  // what is typed; only a dispute never read gives way to the error.
  return (
    <ShowPage
      show={{ query, record: dispute }}
      keepOnRefreshError
      title={t("disputes.titles.show")}
      back={{ to: paths.disputes, label: t("disputes.detail.back") }}
    >
      {(dispute) => (
        <>
          <SummaryCard
            label={t("disputes.detail.number")}
            fields={[
              { label: t("disputes.detail.number"), value: `#${dispute.id}`, dir: "ltr" },
              { label: t("disputes.detail.status"), value: <DisputeStatusChip status={dispute.status} /> },
              { label: t("disputes.detail.store"), value: dispute.store_name_en },
              { label: t("disputes.detail.orderNumber"), value: `#${dispute.order_id}`, dir: "ltr" },
              { label: t("disputes.detail.customerEmail"), value: dispute.customer_email, dir: "ltr" },
              { label: t("disputes.detail.createdAt"), value: formatDateTime(dispute.created_at, locale) },
            ]}
          >
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
          </SummaryCard>

          <SectionCard title={t("disputes.thread.label")}>
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
          </SectionCard>
        </>
      )}
    </ShowPage>
  );
}
