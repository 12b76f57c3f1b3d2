import { useDeferredValue, useMemo, type ReactNode } from "react";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { useDataGrid } from "@refinedev/mui";
import { keepPreviousData } from "@tanstack/react-query";
import { DataGrid, type GridColDef, type GridRowId, type GridRowSelectionModel, type GridValidRowModel } from "@mui/x-data-grid";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE } from "@/config/constants";
import { listEmptiness, type ListEmptinessInput } from "@/domain/list-emptiness";
import { ErrorState } from "@/components/error-state";
import { StillLoadingNote } from "@/components/still-loading-note";
import { useCommitStage } from "@/hooks/use-after-first-commit";
import { ListPager } from "./list-pager";
import { useGridLocaleText } from "./use-grid-locale-text";
import { LIST_GRID_DEFAULTS } from "./grid-defaults";

type Props<T extends GridValidRowModel> = {
  resource: string;
  columns: GridColDef<T>[];
  page: number;
  onPageChange: (page: number) => void;
  filters?: CrudFilter[];
  pageSize?: number;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table. */
  label: string;
  emptyText?: string;
  /** A checkbox per row and one for the page; the caller keeps the selected row ids (and gets their rows). */
  selection?: { ids: readonly GridRowId[]; onChange: (ids: GridRowId[], rows: T[]) => void };
  /**
   * Shown in place of the table when the list has no record at all (not when the search, the tab or
   * a filter narrows it to nothing: `emptyText` then), with what narrows it and, for a list that
   * counts its records apart, that count.
   */
  emptyState?: Omit<ListEmptinessInput, "matching"> & { content: ReactNode };
};

/**
 * A server-paginated list of a Refine resource: the page comes from the caller (the URL), the
 * server supplies total_pages. Loading (saying so when the server is slow), empty and error (with
 * Retry) states; rows open on click and on Enter.
 */
export function ResourceTable<T extends GridValidRowModel & BaseRecord>({
  resource,
  columns,
  page,
  onPageChange,
  filters,
  pageSize = PAGE_SIZE,
  onRowClick,
  label,
  emptyText,
  selection,
  emptyState,
}: Props<T>) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(emptyText ?? t("common.states.empty"));
  // Refine's grid hook: the page, the filters and the rows go through the data provider's getList.
  // The page lives in the list's URL (`?page=`, useListParams): the hook's page follows it.
  const {
    tableQuery: query,
    result,
    dataGridProps,
    currentPage,
    setCurrentPage,
  } = useDataGrid<T>({
    resource,
    pagination: { currentPage: page, pageSize, mode: "server" },
    filters: { permanent: filters, mode: "server" },
    sorters: { mode: "server" },
    syncWithLocation: false,
    // The previous page stays on screen (with the grid's loading overlay) while the next one
    // loads, so the pager does not vanish and the table does not jump.
    queryOptions: { placeholderData: keepPreviousData },
  });
  // Adjusted while rendering, not in an effect: a render with the old page would first ask the
  // server for it (a search from page 2 would send two requests).
  if (currentPage !== page) setCurrentPage(page);
  // Built in three commits, each a task of its own: the page (its header and tabs) with a placeholder
  // of the grid's size, the grid without rows, then its rows. The grid's mount and its first rows are
  // each a long task; committed with the page or with each other, they made the screen's longest.
  // The page's request starts at the first commit all the same.
  const stage = useCommitStage(2);

  // A page's answer re-renders the list in one task (React Query's subscription is never sliced):
  // the grid gets it as a deferred value, so React renders its rows in a transition, in slices.
  const { isFetching, isPlaceholderData, isSuccess } = query;
  const shown = useDeferredValue(
    useMemo(() => ({ result, isFetching, isPlaceholderData, isSuccess }), [result, isFetching, isPlaceholderData, isSuccess]),
  );

  if (query.isError) {
    return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  }

  const pageCount = Number(shown.result.pageCount ?? 0);
  const rows = shown.result.data ?? [];
  const rowsShown = stage === 2;
  const answered = shown.isSuccess && !shown.isPlaceholderData;
  if (emptyState && listEmptiness({ ...emptyState, matching: answered ? Number(shown.result.total ?? rows.length) : null }) === "empty") {
    return <>{emptyState.content}</>;
  }
  const selectionModel: GridRowSelectionModel | undefined = selection ? { type: "include", ids: new Set(selection.ids) } : undefined;
  // The grid may answer "all but these" (its select-all): the rows of the page it shows, less those.
  const selectedIds = (model: GridRowSelectionModel): GridRowId[] =>
    model.type === "include" ? [...model.ids] : rows.map((row) => row.id as GridRowId).filter((id) => !model.ids.has(id));
  return (
    <Box>
      {shown.isFetching ? <StillLoadingNote live /> : null}
      {stage > 0 ? (
        <DataGrid<T>
          {...dataGridProps}
          aria-label={label}
          rows={rowsShown ? rows : []}
          columns={columns}
          loading={shown.isFetching || !rowsShown}
          {...LIST_GRID_DEFAULTS}
          checkboxSelection={Boolean(selection)}
          // While another tab, page or search loads, the rows on show are the previous ones: none of
          // them can be picked (a select-all would pick rows that are about to go).
          isRowSelectable={shown.isPlaceholderData ? () => false : undefined}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={
            selection
              ? (model) => {
                  const ids = selectedIds(model);
                  selection.onChange(
                    ids,
                    rows.filter((row) => ids.includes(row.id as GridRowId)),
                  );
                }
              : undefined
          }
          sortingMode="server"
          filterMode="server"
          onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
          onCellKeyDown={(params, event) => {
            if (event.key === "Enter" && onRowClick && params.field !== "actions" && params.field !== "__check__") onRowClick(params.row);
          }}
          localeText={localeText}
          sx={{ bgcolor: "background.paper", "& .MuiDataGrid-row": { cursor: onRowClick ? "pointer" : "default" } }}
        />
      ) : (
        <Box data-grid-placeholder aria-busy="true" sx={{ height: gridHeight(rows.length || pageSize), ...placeholderSx }} />
      )}
      <ListPager page={page} pageCount={pageCount} onChange={onPageChange} />
    </Box>
  );
}

/**
 * The grid's height with this many rows (its header, a row or a loading skeleton row each, its
 * borders, in MUI's standard density): its placeholder keeps the page from jumping.
 */
const gridHeight = (rows: number) => 56 + 52 * rows + 2;
const placeholderSx = { bgcolor: "background.paper", border: 1, borderColor: "divider", borderRadius: 1 } as const;
