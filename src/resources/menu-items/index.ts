import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/**
 * Storefront menu items (document 2 §2 "Menu items"): not in the sidebar; linked from the store
 * profile. The table, Add Menu Item and the edit form.
 */
export const menuItemsResource = defineResource({
  name: "menu_items",
  labelKey: "menu.titles.list",
  menu: false,
  data: true,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.menu,
      action: "list",
      page: lazyPage(() => import("./menu-item-list-page"), "MenuItemListPage"),
      titleKey: "menu.titles.list",
    },
    {
      path: paths.menuItemAdd,
      action: "create",
      page: lazyPage(() => import("./menu-item-form"), "MenuItemCreatePage"),
      titleKey: "menu.titles.create",
    },
    {
      path: paths.menuItemEdit,
      action: "edit",
      page: lazyPage(() => import("./menu-item-form"), "MenuItemEditPage"),
      titleKey: "menu.titles.edit",
    },
  ],
});
