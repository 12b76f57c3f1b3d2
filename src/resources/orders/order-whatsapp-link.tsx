import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { currentOrderStatus, type OrderDetail } from "@/domain/orders";

/** "Message on WhatsApp" to the order's contact number, the message naming the order and its status in the seller's language. */
export function OrderWhatsAppLink({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const status = currentOrderStatus(order);
  const message = t(status ? "orders.whatsapp.message" : "orders.whatsapp.messageNoStatus", {
    id: order.id,
    status: status ? t(`orders.statuses.${status}`, { defaultValue: status.replace(/_/g, " ") }) : "",
  });
  return <WhatsAppLink contact={order.address?.contact_number} message={message} />;
}
