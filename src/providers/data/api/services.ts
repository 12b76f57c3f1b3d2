import { catalogueResource } from "./catalogue";
import type { ApiArea } from "./types";

/**
 * Services (document 2 §7): "GET services (same query shape)" as products, `services/tabs`, CRUD on
 * `services/{id}`. The list answers `data.services`; bodies go inside `{service: ...}`. Related
 * services, related products and tools, categories and the bulk import are the products area's
 * operations (relatedServices, relatedProducts, relatedTools, categoriesForProductService, bulkImport).
 */
export const servicesApi = {
  resources: {
    services: catalogueResource("services", "service"),
  },
  operations: {
    serviceTabs: { base: "vendor", path: "services/tabs", method: "get" },
  },
} satisfies ApiArea;
