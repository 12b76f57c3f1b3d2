import InventoryIcon from "@mui/icons-material/Inventory2Outlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

const formPage = lazyPage(() => import("./product-form/product-form-page"), "ProductFormPage");

/**
 * Products (document 2 §2): the catalogue and the product form. The spec's form route is
 * `/vendor/product/:id?/:state?`; Refine gets concrete create, show and edit paths, and the alias
 * takes every other spelling (`/vendor/product/12`, `/vendor/product`). The page decides the mode
 * from the route (domain `productFormMode`).
 */
export const productsResource = defineResource({
  name: "products",
  labelKey: "shell.menu.products",
  icon: InventoryIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.productCatalog,
      action: "list",
      page: lazyPage(() => import("./product-list-page"), "ProductListPage"),
      titleKey: "products.titles.list",
    },
    { path: paths.productCreate, action: "create", page: formPage, titleKey: "products.titles.form" },
    { path: paths.productView, action: "show", page: formPage, titleKey: "products.titles.form" },
    { path: paths.productEdit, action: "edit", page: formPage, titleKey: "products.titles.form" },
  ],
  aliases: [{ path: paths.productAny, action: "show" }],
});
