import ServicesIcon from "@mui/icons-material/DesignServicesOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineCatalogueResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/**
 * Services (document 2 §2): the catalogue and the service form, titled by mode (create, view, edit).
 * Besides the catalogue's aliases, `/vendor/service/new/create` reaches the create form. The page
 * decides the mode from the route (domain `serviceFormRouteFromPath`).
 */
export const servicesResource = defineCatalogueResource({
  noun: "service",
  icon: ServicesIcon,
  restrictedAccount: "hidden",
  listPage: lazyPage(() => import("./service-list-page"), "ServiceListPage"),
  formPage: lazyPage(() => import("./service-form/service-form-page"), "ServiceFormPage"),
  aliases: [{ path: paths.serviceCreateAlias, action: "create" }],
});
