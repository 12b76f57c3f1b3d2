import type { CrudFilter, DataProvider } from "@refinedev/core";
import { EXPORT_PAGE_SIZE } from "@/config/constants";
import { csvFileText } from "@/domain/csv";
import { exportFileName } from "@/domain/list-export";
import { listExportRecords, type ExportList, type ExportTexts } from "@/domain/list-export-columns";
import { saveFile } from "@/lib/save-file";

/**
 * The exporter every list loads on the click of its Export CSV (its own chunk: no list, and not the
 * login, carries CSV code before that). Reads every page of the list's tab and search through the
 * data provider's `getList` (`records_per_page` = EXPORT_PAGE_SIZE, up to the server's
 * `total_pages`), or only the selected records, and saves one UTF-8 file with a BOM.
 *
 * Not Refine's `useExport`: it stops when the rows read equal the list's `total`, and the data
 * provider's total is `total_pages × page size` (the API gives no row count), so a partial last page
 * would have it asking for empty pages without end; it also reports no progress and writes its own
 * CSV. This stops at `total_pages`, or once every selected record is found, and can be cancelled
 * between pages.
 */

export type ListExportRequest = {
  list: ExportList;
  /** The Refine resource the list reads (`refunds` for returns, `users` for customers). */
  resource: string;
  filters?: CrudFilter[];
  /** Only these records (the list's selection). */
  ids?: readonly number[];
  /** The file name's middle part: the tab, or "selected". */
  tab: string;
};

export type ListExportWatch = {
  onPage: (page: number, pages: number) => void;
  cancelled: () => boolean;
};

/** The number of records saved, or null when cancelled (nothing saved). A failed page throws. */
export async function runListExport(
  dataProvider: DataProvider,
  request: ListExportRequest,
  texts: ExportTexts,
  watch: ListExportWatch,
): Promise<number | null> {
  const wanted = request.ids ? new Set(request.ids.map(String)) : null;
  const rows: { id: number | string }[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const result = await dataProvider.getList<{ id: number | string }>({
      resource: request.resource,
      pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: "server" },
      filters: request.filters,
    });
    if (watch.cancelled()) return null;
    rows.push(...(wanted ? result.data.filter((row) => wanted.has(String(row.id))) : result.data));
    pages = Math.max(1, Number(result.pageCount ?? 1));
    watch.onPage(page, pages);
    if (wanted && new Set(rows.map((row) => String(row.id))).size >= wanted.size) break;
  }
  const records = listExportRecords(request.list, rows, texts);
  saveFile(csvFileText(records), exportFileName(request.list, request.tab, new Date()));
  return records.length - 1;
}
