import { useMemo } from "react";
import Typography from "@mui/material/Typography";
import { useNavigation, type BaseKey, type CrudFilter } from "@refinedev/core";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { useListParams } from "@/hooks/use-list-params";
import type { ExportList } from "@/domain/list-export-columns";
import { ExportCsvButton } from "./export-csv-button";
import { ListHeader } from "./list-header";
import { ListTabs } from "./list-tabs";
import { ResourceTable } from "./resource-table";

type Props<T extends GridValidRowModel> = {
  /** The Refine resource (API-table key). */
  resource: string;
  /** First segment of the page's i18n keys (the locale file); the resource's name by default (`returns` for `refunds`). */
  texts?: string;
  columns: GridColDef<T>[];
  /**
   * Status tabs, `all` first: a tab other than `all` filters with `status=` (the resource's API-table
   * filter). Labels `<texts>.tabs.all` and `<texts>.statuses.<tab>`, the tab bar `<texts>.tabs.label`.
   */
  tabs?: readonly string[];
  /** Export CSV of the tab (every page), in this list's columns (domain `listExportRecords`). */
  exportList?: ExportList;
};

/**
 * A read-only list of a resource: its title (`<texts>.titles.list`), optional status tabs, and the
 * paginated table (`<texts>.list.label`, `<texts>.list.empty`; loading, empty and error with Retry).
 * Tab and page live in the URL; a row opens the resource's `show` route (click or Enter). With
 * `exportList`, Export CSV of the tab beside the title.
 */
export function RecordListPage<T extends GridValidRowModel & { id: BaseKey }>({
  resource,
  texts = resource,
  columns,
  tabs,
  exportList,
}: Props<T>) {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const { tab, page, setTab, setPage } = useListParams("all");
  const filters = useMemo<CrudFilter[] | undefined>(
    () => (tabs ? [{ field: "status", operator: "eq", value: tab === "all" ? "" : tab }] : undefined),
    [tabs, tab],
  );
  return (
    <>
      {exportList ? (
        <ListHeader title={t(`${texts}.titles.list`)}>
          <ExportCsvButton list={exportList} resource={resource} filters={filters} tab={tabs ? tab : "all"} />
        </ListHeader>
      ) : (
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t(`${texts}.titles.list`)}
        </Typography>
      )}
      {tabs ? (
        <ListTabs
          tabs={tabs.map((value) => ({ value, label: value === "all" ? t(`${texts}.tabs.all`) : t(`${texts}.statuses.${value}`) }))}
          value={tab}
          onChange={setTab}
          label={t(`${texts}.tabs.label`)}
        />
      ) : null}
      <ResourceTable<T>
        resource={resource}
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        label={t(`${texts}.list.label`)}
        emptyText={t(`${texts}.list.empty`)}
        onRowClick={(row) => show(resource, row.id)}
      />
    </>
  );
}
