import type { CrudFilter, CrudSort, Pagination as RefinePagination } from "@refinedev/core";
import type { ApiResource, QueryParams } from "./api/types";

export class UnsupportedQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsupportedQueryError";
  }
}

/**
 * Refine's pagination and filters → the server's query string (pure).
 * `page` and `records_per_page`; each filter through the resource's filter map; only `eq`;
 * empty values are left out. Text values, the search term included, go as the seller typed them,
 * only trimmed at both ends (a stray space is never meant): no case or Arabic folding, which is the
 * server's business ("أَحْمَد" is sent as "أَحْمَد"). The server sorts by itself: a sorter is a
 * programming error.
 */
export function buildListQuery(
  resource: string,
  api: ApiResource,
  pagination: RefinePagination | undefined,
  filters: CrudFilter[] | undefined,
  sorters: CrudSort[] | undefined,
): QueryParams {
  const params: QueryParams = { ...(api.query ?? {}) };
  if (pagination?.mode !== "off") {
    params.page = pagination?.currentPage ?? 1;
    params.records_per_page = pagination?.pageSize ?? api.pageSize;
  }
  for (const filter of filters ?? []) {
    if (!("field" in filter)) {
      throw new UnsupportedQueryError(`${resource}: conditional filters ("${filter.operator}") are not supported.`);
    }
    if (filter.operator !== "eq") {
      throw new UnsupportedQueryError(`${resource}: filter operator "${filter.operator}" is not supported.`);
    }
    const param = api.filters?.[filter.field];
    if (!param) {
      throw new UnsupportedQueryError(`${resource}: no query parameter for filter "${filter.field}".`);
    }
    const raw = filter.value;
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (value === undefined || value === null || value === "") continue;
    if (typeof param === "function") Object.assign(params, param(value));
    else params[param] = value;
  }
  if (sorters && sorters.length > 0) {
    throw new UnsupportedQueryError(`${resource}: the server does not sort (asked for "${sorters[0].field}").`);
  }
  return params;
}
