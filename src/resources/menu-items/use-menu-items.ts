import { useList } from "@refinedev/core";
import type { MenuItem } from "@/domain/menu-items";

/** Every menu item of the store: `GET menu_items` answers the whole list, so no pages (see api/menu-items.ts). */
export function useMenuItems() {
  const { query, result } = useList<MenuItem>({ resource: "menu_items", pagination: { mode: "off" } });
  return { query, items: result.data ?? [] };
}
