import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import type { BulkSummary } from "@/domain/order-bulk";
import { BulkOutcomeList } from "@/components/bulk/bulk-outcome-list";
import { BulkRunSummary } from "@/components/bulk/bulk-run-summary";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** The end of a bulk status change: how many changed, which were skipped and why, which failed with the server's message. */
export function OrderBulkSummary({ summary }: { summary: BulkSummary }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const status = (value: string | null) => (value ? t(`orders.statuses.${value}`, { defaultValue: value }) : "");
  const count = (value: number) => formatNumber(value, locale);
  return (
    <BulkRunSummary
      title={t("orders.bulk.summaryTitle")}
      tone={summary.tone}
      done={t("orders.bulk.changed", { status: status(summary.target), n: count(summary.changed.length) })}
    >
      <BulkOutcomeList
        title={t("orders.bulk.skipped", { n: count(summary.skipped.length) })}
        items={summary.skipped.map((outcome) => ({
          key: outcome.id,
          label: t("orders.bulk.orderRef", { id: outcome.id }),
          reason: t(`orders.bulk.reasons.${outcome.reason}`, { from: status(outcome.from), to: status(summary.target) }),
        }))}
      />
      <BulkOutcomeList
        error
        title={t("orders.bulk.failed", { n: count(summary.failed.length) })}
        items={summary.failed.map((outcome) => ({
          key: outcome.id,
          label: t("orders.bulk.orderRef", { id: outcome.id }),
          reason: outcome.message,
        }))}
      />
    </BulkRunSummary>
  );
}
