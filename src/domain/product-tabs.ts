/**
 * The product catalogue's tabs and statuses (document 2 §2, §4, §7). Kept apart from the rest of
 * the product rules: the API table (in the initial bundle) maps a tab to its query with it.
 */
export const PRODUCT_TABS = ["active", "inactive", "uncategorized"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export type ProductTabCounts = Partial<Record<ProductTab, number>>;

export const PRODUCT_STATUSES = ["active", "inactive"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The list filter of a catalogue tab (§7): with_status, or uncategorized=true. */
export function productTabQuery(tab: string): Record<string, string | boolean> {
  if (tab === "uncategorized") return { uncategorized: true };
  if ((PRODUCT_STATUSES as readonly string[]).includes(tab)) return { with_status: tab };
  return {};
}

/** The status chip's tone in the product and service catalogues. */
export function catalogueStatusTone(status: string): "success" | "default" {
  return status === "active" ? "success" : "default";
}
