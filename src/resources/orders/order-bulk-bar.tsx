import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { BulkBar } from "@/components/bulk/bulk-bar";
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
    <BulkBar
      label={t("orders.bulk.toolbar")}
      selected={t("orders.bulk.selected", { n: formatNumber(orderIds.length, locale) })}
      clearLabel={t("orders.bulk.clear")}
      onClear={onClear}
    >
      <Button variant="contained" size="small" onClick={onChangeStatus}>
        {t("orders.bulk.changeStatus")}
      </Button>
      <Button variant="outlined" size="small" onClick={() => void openDocument("orderPackingSlip", orderIds)}>
        {t("orders.bulk.packingSlips")}
      </Button>
    </BulkBar>
  );
}
