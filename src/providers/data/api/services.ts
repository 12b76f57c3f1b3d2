import { PAGE_SIZE } from "@/config/constants";
// The catalogue tab rule alone (services share the products' query shape): the API table is in the
// first load, the service form rules are not.
import { productTabQuery as serviceTabQuery } from "@/domain/product-tabs";
import type { ApiArea } from "./types";

/**
 * Services (document 2 §7): "GET services (same query shape)" as products, `services/tabs`, CRUD on
 * `services/{id}`. The list answers `data.services`; bodies go inside `{service: ...}`. Related
 * services, related products and tools, categories and the bulk import are the products area's
 * operations (relatedServices, relatedProducts, relatedTools, categoriesForProductService, bulkImport).
 */
export const servicesApi = {
  resources: {
    services: {
      base: "vendor",
      path: "services",
      pageSize: PAGE_SIZE,
      listKey: "services",
      bodyKey: "service",
      updateMethod: "put",
      filters: {
        tab: (value) => serviceTabQuery(String(value)),
        search: "search_by_name",
      },
    },
  },
  operations: {
    serviceTabs: { base: "vendor", path: "services/tabs", method: "get" },
  },
} satisfies ApiArea;
