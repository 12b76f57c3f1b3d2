import { CatalogueListPage } from "@/components/catalogue/catalogue-list-page";
import { ProductListActions } from "./product-list-actions";

/** `/vendor/product-catalog`, View Products (document 2 §2), with Create, Bulk import and Export. */
export function ProductListPage() {
  return <CatalogueListPage resource="products" tabsOperation="productTabs" actions={<ProductListActions />} />;
}
