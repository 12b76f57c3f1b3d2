import { vendorCalls } from "./calls";
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
    ...vendorCalls("get", {
      productTabs: "products/tabs",
      relatedProducts: "products/related_products",
      relatedTools: "products/related_tools",
      relatedServices: "services/related_services",
      categoriesForProductService: "categories/for_product_service",
      brands: "brands",
      brandsByCategory: "brands/by_category",
      shipmentRules: "shipment_rules",
    }),
    bulkExport: { base: "vendor", path: "bulk_export", method: "get", responseType: "blob" },
    bulkImport: { base: "common", path: "bulk_imports/import", method: "post" },
  },
} satisfies ApiArea;
