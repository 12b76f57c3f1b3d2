import { CatalogueListPage } from "@/components/catalogue/catalogue-list-page";
import { canManageProduct } from "@/domain/access";
import { useStoreQuery } from "@/hooks/use-store-query";
import { ProductListActions } from "./product-list-actions";

/**
 * `/vendor/product-catalog`, View Products (document 2 §2), with Create, Bulk import and Export;
 * an empty catalogue offers the first steps only to a store allowed to manage products.
 */
export function ProductListPage() {
  const allowed = canManageProduct(useStoreQuery().store);
  return <CatalogueListPage resource="products" tabsOperation="productTabs" Actions={ProductListActions} canAdd={allowed} />;
}
