import { useCallback, useMemo } from "react";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ProductListItem, ProductTabCounts } from "@/domain/products";
import { ResourceTable } from "@/components/list/resource-table";
import { SearchField } from "@/components/list/search-field";
import { useApiQuery } from "@/hooks/use-api-query";
import { useListParams } from "@/hooks/use-list-params";
import { useProductColumns } from "./product-columns";
import { ProductListActions } from "./product-list-actions";
import { ProductTabs } from "./product-tabs";

/**
 * `/vendor/product-catalog`, View Products (document 2 §2): search by name (debounced 1 s), tabs
 * active, inactive and uncategorized with their counts, 10 products a page.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const { tab, page, search, setTab, setPage, setSearch } = useListParams("active");
  const { show } = useNavigation();
  const { query: tabsQuery } = useApiQuery<ProductTabCounts>("productTabs");
  const refetchTabs = tabsQuery.refetch;
  const onDeleted = useCallback(() => void refetchTabs(), [refetchTabs]);
  const columns = useProductColumns(onDeleted);
  const filters = useMemo<CrudFilter[]>(
    () => [
      { field: "tab", operator: "eq", value: tab },
      { field: "search", operator: "eq", value: search },
    ],
    [tab, search],
  );

  return (
    <>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { xs: "stretch", md: "center" }, justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("products.titles.list")}
        </Typography>
        <ProductListActions />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ alignItems: { md: "flex-end" }, justifyContent: "space-between", gap: 1 }}>
        <ProductTabs value={tab} counts={tabsQuery.data?.data} onChange={setTab} />
        <Stack sx={{ mb: 2 }}>
          <SearchField value={search} onSearch={setSearch} label={t("products.list.search")} />
        </Stack>
      </Stack>
      <ResourceTable<ProductListItem>
        resource="products"
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        onRowClick={(row) => show("products", row.id)}
        label={t("products.list.table")}
        emptyText={t("products.list.empty")}
      />
    </>
  );
}
