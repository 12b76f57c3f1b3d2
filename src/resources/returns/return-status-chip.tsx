import { useTranslation } from "react-i18next";
import { StatusChip } from "@/components/status-chip";
import { returnStatusTone, type ReturnStatus } from "@/domain/returns";

/** A return's status: the spec's value, labelled in the locale (an unknown value is shown as sent). */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  const label = t(`returns.statuses.${status}`, { defaultValue: String(status ?? "").replace(/_/g, " ") });
  return <StatusChip label={label} tone={returnStatusTone(status)} />;
}
