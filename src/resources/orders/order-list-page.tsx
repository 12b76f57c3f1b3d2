import { useMemo, useState } from "react";
import Stack from "@mui/material/Stack";
import type { GridRowId } from "@mui/x-data-grid";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { selectedRecordIds } from "@/domain/bulk-run";
import type { OrderListItem } from "@/domain/orders";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { ResourceTable } from "@/components/list/resource-table";
import { SearchField } from "@/components/list/search-field";
import { useListParams } from "@/hooks/use-list-params";
import { useOrderColumns } from "./order-columns";
import { OrderBulkBar } from "./order-bulk-bar";
import { OrderBulkStatusDialog } from "./order-bulk-status-dialog";
import { OrderTabs } from "./order-tabs";
import { useStoreQuery } from "@/hooks/use-store-query";
import { ListHeader } from "@/components/list/list-header";

/**
 * `/vendor/orders` (document 1 §2.7): search, status tabs with counts, 10 orders a page; a checkbox
 * per row and for the page, with Change status and Packing slips on the selection, and Export CSV
 * of the tab and search (issue 19). The selection belongs to the page shown: another tab, page or
 * search starts it empty.
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const { tab, page, search, setTab, setPage, setSearch } = useListParams("all");
  const { store } = useStoreQuery();
  const columns = useOrderColumns(store?.currency);
  const { show } = useNavigation();
  const filters = useMemo<CrudFilter[]>(
    () => [
      { field: "status", operator: "eq", value: tab === "all" ? "" : tab },
      { field: "search", operator: "eq", value: search },
    ],
    [tab, search],
  );
  const scope = `${tab}|${page}|${search}`;
  const [selection, setSelection] = useState<{ scope: string; ids: GridRowId[] }>({ scope, ids: [] });
  const selectedIds = selection.scope === scope ? selection.ids : [];
  const orderIds = selectedRecordIds(selectedIds);
  const [bulkOpen, setBulkOpen] = useState(false);

  return (
    <>
      <ListHeader title={t("orders.titles.list")} wide>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { xs: "stretch", sm: "center" } }}>
          <SearchField value={search} onSearch={setSearch} label={t("orders.list.search")} />
          <ExportCsvButton list="orders" resource="orders" filters={filters} tab={tab} />
        </Stack>
      </ListHeader>
      <OrderTabs value={tab} onChange={setTab} />
      <OrderBulkBar orderIds={orderIds} onChangeStatus={() => setBulkOpen(true)} onClear={() => setSelection({ scope, ids: [] })} />
      <ResourceTable<OrderListItem>
        resource="orders"
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        onRowClick={(row) => show("orders", row.id)}
        label={t("orders.list.table")}
        emptyText={t("orders.list.empty")}
        selection={{ ids: selectedIds, onChange: (ids) => setSelection({ scope, ids }) }}
      />
      {bulkOpen ? (
        <OrderBulkStatusDialog
          orderIds={orderIds}
          onClose={() => setBulkOpen(false)}
          onDone={(summary) => {
            const changed = new Set(summary.changed.map((outcome) => outcome.id));
            setSelection({ scope, ids: selectedIds.filter((id) => !changed.has(Number(id))) });
          }}
        />
      ) : null}
    </>
  );
}
