import { useCallback, useMemo } from "react";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ServiceListItem, ServiceTabCounts } from "@/domain/services";
import { ResourceTable } from "@/components/list/resource-table";
import { SearchField } from "@/components/list/search-field";
import { useApiQuery } from "@/hooks/use-api-query";
import { useListParams } from "@/hooks/use-list-params";
import { useServiceColumns } from "./service-columns";
import { ServiceListActions } from "./service-list-actions";
import { ServiceTabs } from "./service-tabs";

/**
 * `/vendor/service-catalog`, View Services (document 2 §2): search by name (debounced 1 s), tabs
 * active, inactive and uncategorized with their counts, 10 services a page.
 */
export function ServiceListPage() {
  const { t } = useTranslation();
  const { tab, page, search, setTab, setPage, setSearch } = useListParams("active");
  const { show } = useNavigation();
  const { query: tabsQuery } = useApiQuery<ServiceTabCounts>("serviceTabs");
  const refetchTabs = tabsQuery.refetch;
  const onDeleted = useCallback(() => void refetchTabs(), [refetchTabs]);
  const columns = useServiceColumns(onDeleted);
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
          {t("services.titles.list")}
        </Typography>
        <ServiceListActions />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ alignItems: { md: "flex-end" }, justifyContent: "space-between", gap: 1 }}>
        <ServiceTabs value={tab} counts={tabsQuery.data?.data} onChange={setTab} />
        <Stack sx={{ mb: 2 }}>
          <SearchField value={search} onSearch={setSearch} label={t("services.list.search")} />
        </Stack>
      </Stack>
      <ResourceTable<ServiceListItem>
        resource="services"
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        onRowClick={(row) => show("services", row.id)}
        label={t("services.list.table")}
        emptyText={t("services.list.empty")}
      />
    </>
  );
}
