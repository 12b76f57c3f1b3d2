import type { ApiArea } from "./types";

/**
 * Storefront menu items (document 2 §7): `GET menu_items` answers the whole list at
 * data.menu_items with no pagination (the spec names none, and choosing a parent needs every
 * item), so the page lists with Refine's pagination mode "off". Updates are PATCH.
 */
export const menuItemsApi = {
  resources: {
    menu_items: { base: "vendor", path: "menu_items", pageSize: 10, listKey: "menu_items", bodyKey: "menu_item", updateMethod: "patch" },
  },
} satisfies ApiArea;
