import { catalogueResource } from "./catalogue";
import type { ApiArea } from "./types";

/**
 * Products (document 2 §7): the catalogue resource and its other calls. The list's key is not
 * named by the spec; the list answers `data.products` (like `data.orders`, `data.coupons`).
 */
export const productsApi = {
  resources: {
    products: catalogueResource("products", "product"),
  },
  operations: {
    productTabs: { base: "vendor", path: "products/tabs", method: "get" },
    relatedProducts: { base: "vendor", path: "products/related_products", method: "get" },
    relatedTools: { base: "vendor", path: "products/related_tools", method: "get" },
    relatedServices: { base: "vendor", path: "services/related_services", method: "get" },
    categoriesForProductService: { base: "vendor", path: "categories/for_product_service", method: "get" },
    brands: { base: "vendor", path: "brands", method: "get" },
    brandsByCategory: { base: "vendor", path: "brands/by_category", method: "get" },
    shipmentRules: { base: "vendor", path: "shipment_rules", method: "get" },
    bulkExport: { base: "vendor", path: "bulk_export", method: "get", responseType: "blob" },
    bulkImport: { base: "common", path: "bulk_imports/import", method: "post" },
  },
} satisfies ApiArea;
