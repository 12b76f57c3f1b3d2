import { useTranslation } from "react-i18next";
import { StatusChip } from "@/components/status-chip";
import { disputeStatusStyle } from "@/domain/disputes";

/** A dispute's status: open in green, any other value as a bordered label (document 1 §4.5). */
export function DisputeStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const style = disputeStatusStyle(status);
  const label = t(`disputes.statuses.${status}`, { defaultValue: String(status ?? "").replace(/_/g, " ") });
  return <StatusChip label={label} tone={style.tone} variant={style.variant} />;
}
