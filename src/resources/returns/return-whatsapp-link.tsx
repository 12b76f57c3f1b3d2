import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "@/components/whatsapp-link";
import type { ReturnDetail } from "@/domain/returns";

/** "Message on WhatsApp" to the pickup contact number, the message naming the return, its order and its status in the seller's language. */
export function ReturnWhatsAppLink({ refund }: { refund: ReturnDetail }) {
  const { t } = useTranslation();
  const message = t(refund.order_id ? "returns.whatsapp.messageWithOrder" : "returns.whatsapp.message", {
    id: refund.id,
    orderId: refund.order_id,
    status: t(`returns.statuses.${refund.status}`, { defaultValue: String(refund.status ?? "").replace(/_/g, " ") }),
  });
  return <WhatsAppLink contact={refund.address?.contact_number} message={message} sx={{ mt: 2 }} />;
}
