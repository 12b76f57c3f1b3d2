import { useState, type MouseEvent } from "react";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useOrderDocument, type OrderDocument } from "./use-order-document";

/** The row menu of the orders list: View Details, Generate Receipt, Generate Packing Slip. */
export function OrderRowMenu({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { show } = useNavigation();
  const openDocument = useOrderDocument();

  const stop = (event: MouseEvent) => event.stopPropagation();
  const generate = (operation: OrderDocument) => {
    setAnchor(null);
    void openDocument(operation, orderId);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t("orders.list.rowMenu", { id: orderId })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={stop}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MenuItem onClick={() => show("orders", orderId)}>{t("orders.actions.viewDetails")}</MenuItem>
        <MenuItem onClick={() => generate("orderReceipt")}>{t("orders.actions.generateReceipt")}</MenuItem>
        <MenuItem onClick={() => generate("orderPackingSlip")}>{t("orders.actions.generatePackingSlip")}</MenuItem>
      </Menu>
    </>
  );
}
