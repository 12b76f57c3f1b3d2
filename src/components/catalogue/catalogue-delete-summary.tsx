import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { DeleteSummary } from "@/domain/bulk-delete";
import { formatNumber } from "@/domain/money";
import { BulkOutcomeList } from "@/components/bulk/bulk-outcome-list";
import { BulkRunSummary } from "@/components/bulk/bulk-run-summary";
import { useFormatLocale } from "@/hooks/use-format-locale";

/** The end of a bulk delete: how many were deleted, which the server refused and why, which failed, and any never tried. */
export function CatalogueDeleteSummary({ summary }: { summary: DeleteSummary }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const count = (value: number) => formatNumber(value, locale);
  const lines = (outcomes: DeleteSummary["refused"] | DeleteSummary["failed"]) =>
    outcomes.map((outcome) => ({
      key: outcome.id,
      label: (
        <>
          <bdi>{outcome.name || `#${outcome.id}`}</bdi>:
        </>
      ),
      reason: outcome.message,
    }));
  return (
    <BulkRunSummary
      title={t("lists.bulk.summaryTitle")}
      tone={summary.tone}
      done={t("lists.bulk.deleted", { n: count(summary.deleted.length) })}
    >
      <BulkOutcomeList title={t("lists.bulk.refused", { n: count(summary.refused.length) })} items={lines(summary.refused)} />
      <BulkOutcomeList error title={t("lists.bulk.failed", { n: count(summary.failed.length) })} items={lines(summary.failed)} />
      {summary.notTried > 0 ? <Typography variant="body2">{t("lists.bulk.notTried", { n: count(summary.notTried) })}</Typography> : null}
    </BulkRunSummary>
  );
}
