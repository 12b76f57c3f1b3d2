import ServicesIcon from "@mui/icons-material/DesignServicesOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

const formPage = lazyPage(() => import("./service-form/service-form-page"), "ServiceFormPage");

/**
 * Services (document 2 §2): the catalogue and the service form. The spec's form route is
 * `/vendor/service/:id?/:state?` (create, view, edit); Refine gets concrete create, show and edit
 * paths, and the alias takes every other spelling (`/vendor/service/12`, `/vendor/service/new/create`,
 * `/vendor/service`). The page decides the mode from the route (domain `serviceFormRouteFromPath`).
 */
export const servicesResource = defineResource({
  name: "services",
  labelKey: "shell.menu.services",
  icon: ServicesIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "hidden",
  routes: [
    {
      path: paths.serviceCatalog,
      action: "list",
      page: lazyPage(() => import("./service-list-page"), "ServiceListPage"),
      titleKey: "services.titles.list",
    },
    { path: paths.serviceCreate, action: "create", page: formPage, titleKey: "services.titles.create" },
    { path: paths.serviceView, action: "show", page: formPage, titleKey: "services.titles.view" },
    { path: paths.serviceEdit, action: "edit", page: formPage, titleKey: "services.titles.edit" },
  ],
  aliases: [
    { path: paths.serviceCreateAlias, action: "create" },
    { path: paths.serviceAny, action: "show" },
  ],
});
