import { describe, expect, it } from "vitest";
import { apiOperation } from "@/providers/data/api-table";

/** Each call as the spec names it (document 1 §7.2, document 2 §7): verb and path below `vendor/`. */
const VENDOR_CALLS: [name: string, method: string, path: string][] = [
  ["storeNameExistence", "get", "store/name_existence"],
  ["createStore", "post", "store/create_store"],
  ["updateStore", "patch", "store"],
  ["updateDocuments", "patch", "store/update_documents"],
  ["updateBankDetails", "patch", "store/update_bank_details"],
  ["updateVat", "patch", "store/update_vat"],
  ["updateTermsConditions", "patch", "store/update_terms_conditions"],
  ["productTabs", "get", "products/tabs"],
  ["relatedProducts", "get", "products/related_products"],
  ["relatedTools", "get", "products/related_tools"],
  ["relatedServices", "get", "services/related_services"],
  ["categoriesForProductService", "get", "categories/for_product_service"],
  ["brands", "get", "brands"],
  ["brandsByCategory", "get", "brands/by_category"],
  ["shipmentRules", "get", "shipment_rules"],
  ["totalSalesReport", "get", "total_sales"],
  ["outOfStockProductsReport", "get", "out_of_stock_products"],
  ["recentOrdersReport", "get", "recent_orders"],
  ["orderToBeDeliveredReport", "get", "order_to_be_delivered"],
  ["inventoryReport", "get", "inventory"],
  ["topProductsSoldReport", "get", "top_products_sold"],
  ["averageOrderValueReport", "get", "average_order_value"],
  ["totalEarningInvoiceReport", "get", "total_earning_invoice"],
  ["platformId", "get", "platforms/platform_id"],
  ["platform", "get", "platforms/:id"],
];

describe("API table operations", () => {
  it.each(VENDOR_CALLS)("%s is %s vendor/%s", (name, method, path) => {
    expect(apiOperation(name)).toEqual({ base: "vendor", path, method });
  });

  it("keeps the product export's blob answer and the import's common base", () => {
    expect(apiOperation("bulkExport")).toEqual({ base: "vendor", path: "bulk_export", method: "get", responseType: "blob" });
    expect(apiOperation("bulkImport")).toEqual({ base: "common", path: "bulk_imports/import", method: "post" });
  });
});
