import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { refundMethodSentence, type RefundMethod, type ReturnStatus } from "@/domain/returns";

/** Where the money goes (document 1 §2.9); nothing at all when the rule hides it (a rejected return). */
export function ReturnRefundMethod({ status, method }: { status: ReturnStatus; method: RefundMethod | null }) {
  const { t } = useTranslation();
  const sentence = refundMethodSentence(status, method);
  if (!sentence) return null;
  const methodName = sentence.method
    ? t(`returns.methods.${sentence.method}`, { defaultValue: sentence.method.replace(/_/g, " ") })
    : undefined;
  return (
    <SectionCard title={t("returns.detail.refundMethod")}>
      <Typography>{t(sentence.key, { method: methodName })}</Typography>
    </SectionCard>
  );
}
