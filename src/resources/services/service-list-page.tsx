import { CatalogueListPage } from "@/components/catalogue/catalogue-list-page";
import { ServiceListActions } from "./service-list-actions";

/** `/vendor/service-catalog`, View Services (document 2 §2), with Create and Bulk import. */
export function ServiceListPage() {
  return <CatalogueListPage resource="services" tabsOperation="serviceTabs" Actions={ServiceListActions} />;
}
