import { useMemo } from "react";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { OrderListItem } from "@/domain/orders";
import { ResourceTable } from "@/components/list/resource-table";
import { SearchField } from "@/components/list/search-field";
import { useListParams } from "@/hooks/use-list-params";
import { useOrderColumns } from "./order-columns";
import { OrderTabs } from "./order-tabs";
import { useStoreQuery } from "@/hooks/use-store-query";

/** `/vendor/orders` (document 1 §2.7): search, status tabs with counts, 10 orders a page. */
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

  return (
    <>
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: "stretch", md: "center" }, justifyContent: "space-between" }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("orders.titles.list")}
        </Typography>
        <SearchField value={search} onSearch={setSearch} label={t("orders.list.search")} />
      </Stack>
      <OrderTabs value={tab} onChange={setTab} />
      <ResourceTable<OrderListItem>
        resource="orders"
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        onRowClick={(row) => show("orders", row.id)}
        label={t("orders.list.table")}
        emptyText={t("orders.list.empty")}
      />
    </>
  );
}
