import { useMemo } from "react";
import Typography from "@mui/material/Typography";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ResourceTable } from "@/components/list/resource-table";
import { ListTabs } from "@/components/list/list-tabs";
import { useListParams } from "@/hooks/use-list-params";
import { RETURN_LIST_TABS } from "@/domain/attention";
import type { ReturnListItem } from "@/domain/returns";
import { useReturnColumns } from "./return-columns";

/**
 * `/vendor/returns` (document 1 §2.9): paginated from `GET refunds?page=`; a row opens the return.
 * Status tabs (issue 19: the dashboard links to `?tab=requested`) filter with `&status=`.
 */
export function ReturnListPage() {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const { tab, page, setTab, setPage } = useListParams("all");
  const columns = useReturnColumns();
  const filters = useMemo<CrudFilter[]>(() => [{ field: "status", operator: "eq", value: tab === "all" ? "" : tab }], [tab]);
  const tabs = RETURN_LIST_TABS.map((value) => ({
    value,
    label: value === "all" ? t("returns.tabs.all") : t(`returns.statuses.${value}`),
  }));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("returns.titles.list")}
      </Typography>
      <ListTabs tabs={tabs} value={tab} onChange={setTab} label={t("returns.tabs.label")} />
      <ResourceTable<ReturnListItem>
        resource="refunds"
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        label={t("returns.list.label")}
        emptyText={t("returns.list.empty")}
        onRowClick={(row) => show("refunds", row.id)}
      />
    </>
  );
}
