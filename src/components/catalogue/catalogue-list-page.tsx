import { useCallback, useMemo, useState, type ComponentType } from "react";
import Stack from "@mui/material/Stack";
import type { GridRowId } from "@mui/x-data-grid";
import { useNavigation, type CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { PRODUCT_TABS, type ProductTabCounts } from "@/domain/product-tabs";
import { selectedRecordIds } from "@/domain/bulk-run";
import { totalFromTabCounts } from "@/domain/list-emptiness";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { ListTabs } from "@/components/list/list-tabs";
import { ResourceTable } from "@/components/list/resource-table";
import { SearchField } from "@/components/list/search-field";
import { useApiQuery } from "@/hooks/use-api-query";
import { useListParams } from "@/hooks/use-list-params";
import { useCatalogueColumns, type CatalogueListItem } from "./catalogue-columns";
import { useCatalogueRowMenu } from "./use-catalogue-row-menu";
import { ListHeader } from "@/components/list/list-header";
import { EmptyState } from "@/components/list/empty-state";
import { CatalogueBulkBar } from "./catalogue-bulk-bar";
import { CatalogueBulkDeleteDialog } from "./catalogue-bulk-delete-dialog";
import type { SelectedRecord } from "./use-catalogue-bulk-delete";

/** The two catalogues of document 2 §2; the name is also their i18n area. */
export type CatalogueResource = "products" | "services";

/**
 * View Products / View Services (document 2 §2): search by name (debounced 1 s), tabs active,
 * inactive and uncategorized with their counts, 10 a page; the header's buttons come from the resource.
 * A catalogue with no record in any tab and no search says so instead, offering the resource's
 * buttons as its first steps (`Actions first`) when the store may add any (`canAdd`).
 * A checkbox per row and for the page: Delete and Export selected on the selection, Export CSV of
 * the tab and search (issue 33 point 3). The selection belongs to the page shown, as the orders'.
 */
export function CatalogueListPage({
  resource,
  tabsOperation,
  Actions,
  canAdd = true,
}: {
  resource: CatalogueResource;
  tabsOperation: string;
  Actions: ComponentType<{ first?: boolean }>;
  canAdd?: boolean;
}) {
  const { t } = useTranslation();
  const { tab, page, search, setTab, setPage, setSearch } = useListParams("active");
  const { show } = useNavigation();
  const { query: tabsQuery } = useApiQuery<ProductTabCounts>(tabsOperation);
  const refetchTabs = tabsQuery.refetch;
  const onDeleted = useCallback(() => void refetchTabs(), [refetchTabs]);
  const { rowMenu, deleteQuestion } = useCatalogueRowMenu(resource, onDeleted);
  const columns = useCatalogueColumns(resource, rowMenu);
  const filters = useMemo<CrudFilter[]>(
    () => [
      { field: "tab", operator: "eq", value: tab },
      { field: "search", operator: "eq", value: search },
    ],
    [tab, search],
  );
  const counts = tabsQuery.data?.data;
  const scope = `${tab}|${page}|${search}`;
  const [selection, setSelection] = useState<{ scope: string; ids: GridRowId[]; records: SelectedRecord[] }>({
    scope,
    ids: [],
    records: [],
  });
  const selected = selection.scope === scope ? selection : { scope, ids: [], records: [] };
  const ids = selectedRecordIds(selected.ids);
  const [deleting, setDeleting] = useState(false);
  const tabs = PRODUCT_TABS.map((value) => ({ value, label: t(`${resource}.tabs.${value}`), count: counts?.[value] }));

  return (
    <>
      <ListHeader title={t(`${resource}.titles.list`)} wide>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { xs: "stretch", sm: "flex-start" } }}>
          <Actions />
          {/* An empty catalogue has nothing to export: its empty state leads to creating or importing. */}
          {totalFromTabCounts(counts) === 0 ? null : <ExportCsvButton list={resource} resource={resource} filters={filters} tab={tab} />}
        </Stack>
      </ListHeader>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ alignItems: { md: "flex-end" }, justifyContent: "space-between", gap: 1 }}>
        <ListTabs tabs={tabs} value={tab} onChange={setTab} label={t(`${resource}.tabs.label`)} />
        <Stack sx={{ mb: 2 }}>
          <SearchField value={search} onSearch={setSearch} label={t(`${resource}.list.search`)} />
        </Stack>
      </Stack>
      <CatalogueBulkBar
        resource={resource}
        ids={ids}
        tab={tab}
        filters={filters}
        onDelete={() => setDeleting(true)}
        onClear={() => setSelection({ scope, ids: [], records: [] })}
      />
      <ResourceTable<CatalogueListItem>
        resource={resource}
        columns={columns}
        page={page}
        onPageChange={setPage}
        filters={filters}
        onRowClick={(row) => show(resource, row.id)}
        label={t(`${resource}.list.table`)}
        emptyText={t(`${resource}.list.empty`)}
        emptyState={{
          search,
          narrowed: true,
          total: totalFromTabCounts(counts),
          content: (
            <EmptyState
              title={t(`${resource}.emptyState.title`)}
              text={t(canAdd ? `${resource}.emptyState.text` : `${resource}.emptyState.notAllowed`)}
            >
              {canAdd ? <Actions first /> : null}
            </EmptyState>
          ),
        }}
        selection={{
          ids: selected.ids,
          onChange: (next, rows) => setSelection({ scope, ids: next, records: rows.map((row) => ({ id: row.id, name: row.name_en })) }),
        }}
      />
      {deleting ? (
        <CatalogueBulkDeleteDialog
          resource={resource}
          records={selected.records.filter((record) => ids.includes(record.id))}
          onClose={() => setDeleting(false)}
          onDone={(summary) => {
            const gone = new Set(summary.deleted.map((outcome) => outcome.id));
            setSelection({
              scope,
              ids: selected.ids.filter((id) => !gone.has(Number(id))),
              records: selected.records.filter((record) => !gone.has(record.id)),
            });
            void refetchTabs();
          }}
        />
      ) : null}
      {deleteQuestion}
    </>
  );
}
