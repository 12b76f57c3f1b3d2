export type QueryParams = Record<string, string | number | boolean>;

/** How a filter field reaches the server: a parameter name, or a function for tabs that map to several. */
export type FilterParam = string | ((value: string | number | boolean) => QueryParams);

/** The wire format of one Refine resource (as the data provider reads it: every default filled in). */
export type ApiResource = {
  base: "vendor" | "common";
  /** Path below the base, without slashes: `orders`, `disputes`. */
  path: string;
  pageSize: number;
  /** Fixed query sent on every call (`role=vendor` for disputes). */
  query?: QueryParams;
  /** Key of the list in `data` (`data.refunds`). */
  listKey: string;
  /**
   * `"optional"`: the spec does not show this list's pagination, so an answer without
   * `data.pagination` is read as the whole list on one page. Left out: `data.pagination` is
   * required and a list without it fails loudly.
   */
  pagination?: "optional";
  /** Key that wraps create and update bodies (`{order: {...}}`). */
  bodyKey?: string;
  updateMethod?: "put" | "patch";
  filters?: Record<string, FilterParam>;
  /**
   * Filters the server may ignore (not in the spec): for each, the row field it selects on. The
   * rows of another value are dropped here (src/domain/status-tabs.ts), so a tab never shows them.
   */
  checkedFilters?: Record<string, string>;
};

/** The fields an API-table entry may leave out, and what they default to (src/providers/data/api-table.ts). */
type Defaulted = "base" | "path" | "listKey" | "pageSize";

/**
 * One entry of an area's `resources`: `base` defaults to `"vendor"`, `path` and `listKey` to the
 * resource's name and `pageSize` to `PAGE_SIZE` (src/config/constants.ts), so a resource whose wire
 * format is `GET vendor/<name>?page=&records_per_page=` answering `data.<name>`, and
 * `GET vendor/<name>/{id}`, is `<name>: {}`.
 */
export type ApiResourceEntry = Omit<ApiResource, Defaulted> & Partial<Pick<ApiResource, Defaulted>>;

/** A call that is not CRUD on a resource (dashboard, tab counts, receipts, ...). */
export type ApiOperation = {
  base: "vendor" | "common";
  /** May hold `:name` placeholders filled from `params`. */
  path: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  query?: QueryParams;
  responseType?: "json" | "blob";
};

export type ApiArea = {
  resources?: Record<string, ApiResourceEntry>;
  operations?: Record<string, ApiOperation>;
};
