import { useTranslation } from "react-i18next";
import { CatalogueListPage } from "@/components/catalogue/catalogue-list-page";
import { EmptyState } from "@/components/list/empty-state";
import { canManageProduct } from "@/domain/access";
import { useStoreQuery } from "@/hooks/use-store-query";
import { ProductListActions } from "./product-list-actions";

/** `/vendor/product-catalog`, View Products (document 2 §2), with Create, Bulk import and Export. */
export function ProductListPage() {
  return (
    <CatalogueListPage
      resource="products"
      tabsOperation="productTabs"
      actions={<ProductListActions />}
      emptyState={<ProductEmptyState />}
    />
  );
}

/** An empty catalogue: create the first product or import them, for a store allowed to manage products. */
function ProductEmptyState() {
  const { t } = useTranslation();
  const allowed = canManageProduct(useStoreQuery().store);
  return (
    <EmptyState title={t("products.emptyState.title")} text={t(allowed ? "products.emptyState.text" : "products.emptyState.notAllowed")}>
      {allowed ? <ProductListActions first /> : null}
    </EmptyState>
  );
}
