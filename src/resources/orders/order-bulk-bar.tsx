import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useOrderDocument } from "./use-order-document";

type Props = {
  orderIds: readonly number[];
  onChangeStatus: () => void;
  onClear: () => void;
};

/**
 * What can be done with the selected orders (issue 19 item 1): change their status, open their
 * packing slips in one tab (one merged PDF; the pop-up alert as for one), or clear the selection.
 */
export function OrderBulkBar({ orderIds, onChangeStatus, onClear }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const openDocument = useOrderDocument();
  if (orderIds.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t("orders.bulk.toolbar")}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", p: 1, mb: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, px: 1 }}>
        {t("orders.bulk.selected", { n: formatNumber(orderIds.length, locale) })}
      </Typography>
      <Button variant="contained" size="small" onClick={onChangeStatus}>
        {t("orders.bulk.changeStatus")}
      </Button>
      <Button variant="outlined" size="small" onClick={() => void openDocument("orderPackingSlip", orderIds)}>
        {t("orders.bulk.packingSlips")}
      </Button>
      <Button size="small" onClick={onClear}>
        {t("orders.bulk.clear")}
      </Button>
    </Paper>
  );
}
