import { useMemo } from "react";
import Typography from "@mui/material/Typography";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ResourceTable } from "@/components/list/resource-table";
import { ListTabs } from "@/components/list/list-tabs";
import { useListParams } from "@/hooks/use-list-params";
import { DISPUTE_LIST_TABS } from "@/domain/attention";
import type { Dispute } from "@/domain/disputes";
import { useDisputeColumns } from "./dispute-columns";

/**
 * `/vendor/disputes` (document 1 §2.10): paginated, role=vendor; a row opens `/vendor/disputes-detail/{id}`.
 * Tabs All and Open (issue 19: the dashboard links to `?tab=open`) filter with `&status=`.
 */
export function DisputeListPage() {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const { tab, page, setTab, setPage } = useListParams("all");
  const columns = useDisputeColumns();
  const filters = useMemo<CrudFilter[]>(() => [{ field: "status", operator: "eq", value: tab === "all" ? "" : tab }], [tab]);
  const tabs = DISPUTE_LIST_TABS.map((value) => ({
    value,
    label: value === "all" ? t("disputes.tabs.all") : t(`disputes.statuses.${value}`),
  }));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("disputes.titles.list")}
      </Typography>
      <ListTabs tabs={tabs} value={tab} onChange={setTab} label={t("disputes.tabs.label")} />
      <ResourceTable<Dispute>
        resource="disputes"
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        label={t("disputes.list.label")}
        emptyText={t("disputes.list.empty")}
        onRowClick={(row) => show("disputes", row.id)}
      />
    </>
  );
}
