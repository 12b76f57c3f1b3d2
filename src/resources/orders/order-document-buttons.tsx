import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Inventory2OutlinedIcon from "@mui/icons-material/Inventory2Outlined";
import { useTranslation } from "react-i18next";
import { useOrderDocument } from "./use-order-document";

/** Generate Receipt and Generate Packing Slip on the order detail (issue 19 item 3): the list's row-menu actions, the same code and failure path. */
export function OrderDocumentButtons({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const openDocument = useOrderDocument();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button variant="outlined" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => void openDocument("orderReceipt", orderId)}>
        {t("orders.actions.generateReceipt")}
      </Button>
      <Button variant="outlined" startIcon={<Inventory2OutlinedIcon />} onClick={() => void openDocument("orderPackingSlip", orderId)}>
        {t("orders.actions.generatePackingSlip")}
      </Button>
    </Stack>
  );
}
