import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { currentOrderStatus, type OrderDetail, type OrderItem } from "@/domain/orders";
import { RecordShowGate } from "@/components/show/show-page";
import { useRecordShow } from "@/components/show/use-record-show";
import { CreateDisputeDialog } from "./create-dispute-dialog";
import { OrderDocumentButtons } from "./order-document-buttons";
import { OrderHeader } from "./order-header";
import { OrderItemsSection } from "./order-items-section";
import { OrderStatusControl } from "./order-status-control";
import { OrderSummary } from "./order-summary";

/**
 * `/vendor/order-detail/:id` (document 1 §2.8), composition only: header with Generate Receipt and
 * Generate Packing Slip (issue 19), status control,
 * shipment and service cards, summary, and the Create Dispute modal. A status update puts the
 * order the server returned in place of the loaded one.
 */
export function OrderShowPage() {
  const { t } = useTranslation();
  const { list } = useNavigation();
  const show = useRecordShow<OrderDetail>({ resource: "orders" });
  const [disputeItem, setDisputeItem] = useState<OrderItem | null>(null);

  return (
    <RecordShowGate show={show} keepOnRefreshError>
      {(order) => (
        <>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between", mb: 2 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {t("orders.titles.show")}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
              <OrderDocumentButtons orderId={order.id} />
              <Button startIcon={<ArrowBackIcon />} onClick={() => list("orders")}>
                {t("orders.actions.back")}
              </Button>
            </Box>
          </Box>
          <OrderHeader order={order} />
          <OrderStatusControl key={`${order.id}-${currentOrderStatus(order)}`} order={order} />
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(280px, 1fr)" },
              alignItems: "start",
            }}
          >
            <div>
              <OrderItemsSection order={order} onDispute={setDisputeItem} />
            </div>
            <OrderSummary order={order} />
          </Box>
          {disputeItem ? <CreateDisputeDialog orderId={order.id} item={disputeItem} onClose={() => setDisputeItem(null)} /> : null}
        </>
      )}
    </RecordShowGate>
  );
}
