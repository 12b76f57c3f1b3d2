import { useTranslation } from "react-i18next";
import { CatalogueListPage } from "@/components/catalogue/catalogue-list-page";
import { EmptyState } from "@/components/list/empty-state";
import { ServiceListActions } from "./service-list-actions";

/** `/vendor/service-catalog`, View Services (document 2 §2), with Create and Bulk import. */
export function ServiceListPage() {
  return (
    <CatalogueListPage
      resource="services"
      tabsOperation="serviceTabs"
      actions={<ServiceListActions />}
      emptyState={<ServiceEmptyState />}
    />
  );
}

/** An empty catalogue: create the first service or import them. */
function ServiceEmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t("services.emptyState.title")} text={t("services.emptyState.text")}>
      <ServiceListActions first />
    </EmptyState>
  );
}
