import { PAGE_SIZE } from "@/config/constants";
// The catalogue tab rule alone: the API table is in the first load, the form rules are not.
import { productTabQuery } from "@/domain/product-tabs";
import type { ApiResourceEntry } from "./types";

/**
 * A catalogue resource (document 2 §7): products and services share the query shape
 * (`with_status` / `uncategorized=true` by tab, `search_by_name`, 10 a page), answer the list as
 * `data.<path>`, take bodies inside `{<bodyKey>: ...}` and update with `PUT <path>/{id}`.
 */
export function catalogueResource(path: "products" | "services", bodyKey: "product" | "service"): ApiResourceEntry {
  return {
    base: "vendor",
    path,
    pageSize: PAGE_SIZE,
    listKey: path,
    bodyKey,
    updateMethod: "put",
    filters: {
      tab: (value) => productTabQuery(String(value)),
      search: "search_by_name",
    },
  };
}
