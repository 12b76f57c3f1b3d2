import { useCallback, useRef, useState } from "react";
import { useDataProvider, useNotification, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { csvFileText } from "@/domain/csv";
import { ORDER_EXPORT_COLUMNS, orderExportFileName, orderExportRecords } from "@/domain/order-export";
import type { OrderListItem } from "@/domain/orders";
import { EXPORT_PAGE_SIZE } from "@/config/constants";
import { useCallFailure } from "@/hooks/use-call-failure";
import { saveFile } from "@/lib/save-file";

export type ExportProgress = { page: number; pages: number | null };

const HEADER_KEYS: Record<(typeof ORDER_EXPORT_COLUMNS)[number], string> = {
  orderNumber: "orders.fields.orderNumber",
  itemCount: "orders.fields.itemCount",
  customerEmail: "orders.fields.customerEmail",
  status: "orders.fields.status",
  totalPrice: "orders.fields.totalPrice",
  discount: "orders.fields.discount",
};

/**
 * Export CSV of the orders list (issue 19 item 2): the current tab and search, every page of
 * `GET orders` read one after another (`records_per_page` = EXPORT_PAGE_SIZE, up to the server's
 * `total_pages`), then one UTF-8 file with a BOM in the list's columns and the interface language.
 *
 * Not Refine's `useExport`: it stops when the rows read equal the list's `total`, and the data
 * provider's total is `total_pages × page size` (the API gives no row count), so a partial last page
 * would have it asking for empty pages without end; it also reports no progress and writes its own
 * CSV. This reads the same `getList`, stops at `total_pages`, and can be cancelled between pages.
 * A failure takes the app's one failure path (useCallFailure); nothing is saved then.
 */
export function useOrderExport(filters: CrudFilter[], tab: string) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open: notify } = useNotification();
  const failed = useCallFailure();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelled = useRef(false);

  const start = useCallback(async () => {
    cancelled.current = false;
    setProgress({ page: 0, pages: null });
    const orders: OrderListItem[] = [];
    try {
      let pages = 1;
      for (let page = 1; page <= pages; page += 1) {
        const result = await dataProvider().getList<OrderListItem>({
          resource: "orders",
          pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: "server" },
          filters,
        });
        if (cancelled.current) {
          notify?.({ type: "success", message: t("orders.export.cancelled") });
          return;
        }
        orders.push(...result.data);
        pages = Math.max(1, Number(result.pageCount ?? 1));
        setProgress({ page, pages });
      }
      const records = orderExportRecords(orders, {
        header: (column) => t(HEADER_KEYS[column]),
        status: (status) => t(`orders.statuses.${status}`, { defaultValue: status }),
      });
      saveFile(csvFileText(records), orderExportFileName(tab, new Date()));
      notify?.({ type: "success", message: t("orders.export.done", { n: records.length - 1 }) });
    } catch (error) {
      failed(error, { title: t("orders.export.failed") });
    } finally {
      setProgress(null);
    }
  }, [dataProvider, failed, filters, notify, t, tab]);

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);

  return { start, cancel, progress };
}
