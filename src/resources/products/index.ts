import InventoryIcon from "@mui/icons-material/Inventory2Outlined";
import { lazyPage } from "@/components/lazy-page";
import { defineCatalogueResource } from "@/resources/define-resource";

/**
 * Products (document 2 §2): the catalogue and the product form, one title in every mode. The page
 * decides the mode from the route (domain `productFormMode`).
 */
export const productsResource = defineCatalogueResource({
  noun: "product",
  icon: InventoryIcon,
  restrictedAccount: "shown",
  listPage: lazyPage(() => import("./product-list-page"), "ProductListPage"),
  formPage: lazyPage(() => import("./product-form/product-form-page"), "ProductFormPage"),
  formTitleKey: "products.titles.form",
});
