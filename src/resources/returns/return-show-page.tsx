import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { DetailFields } from "@/components/detail-fields";
import { ShowPage } from "@/components/show/show-page";
import { SummaryCard } from "@/components/show/summary-card";
import { useRecordShow } from "@/components/show/use-record-show";
import { formatDateTime } from "@/domain/dates";
import type { ReturnDetail } from "@/domain/returns";
import { ReturnDecisionActions } from "./return-decision-actions";
import { ReturnLineItemCard } from "./return-line-item-card";
import { ReturnRefundMethod } from "./return-refund-method";
import { ReturnStatusChip } from "./return-status-chip";
import { ReturnWhatsAppLink } from "./return-whatsapp-link";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { paths } from "@/config/paths";

/**
 * `/vendor/view-return/{id}` (document 1 §2.9) from `GET refunds/{id}`: the return's id, date and
 * status, the pickup address, the refund method and the returned item. An unknown id answers 404,
 * which lands on /not-found.
 */
export function ReturnShowPage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const show = useRecordShow<ReturnDetail>({ resource: "refunds" });

  return (
    <ShowPage show={show} title={t("returns.titles.show")} back={{ to: paths.returns, label: t("returns.detail.back") }}>
      {(refund) => {
        const address = refund.address;
        return (
          <>
            <SummaryCard
              label={t("returns.detail.returnId")}
              fields={[
                { label: t("returns.detail.returnId"), value: `#${refund.id}`, dir: "ltr" },
                { label: t("returns.detail.placedOn"), value: formatDateTime(refund.created_at, locale) },
                { label: t("returns.detail.status"), value: <ReturnStatusChip status={refund.status} /> },
              ]}
            >
              <ReturnDecisionActions refundId={refund.id} status={refund.status} />
            </SummaryCard>

            <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" } }}>
              <SectionCard title={t("returns.detail.pickupAddress")}>
                <DetailFields
                  columns={1}
                  empty={t("returns.detail.notGiven")}
                  fields={[
                    { label: t("returns.detail.firstName"), value: address?.first_name },
                    { label: t("returns.detail.address1"), value: address?.address1 },
                    {
                      label: t("returns.detail.contactNumber"),
                      value: address?.contact_number ? <span dir="ltr">{address.contact_number}</span> : null,
                    },
                  ]}
                />
                <ReturnWhatsAppLink refund={refund} />
              </SectionCard>
              <ReturnRefundMethod status={refund.status} method={refund.refund_method} />
            </Box>

            <ReturnLineItemCard item={refund.line_item} reason={refund.reason} />
          </>
        );
      }}
    </ShowPage>
  );
}
