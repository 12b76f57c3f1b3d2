import ServicesIcon from "@mui/icons-material/DesignServicesOutlined";
import { defineResource, lazyPage } from "@/resources/define-resource";

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
  routes: [
    {
      path: "/vendor/service-catalog",
      action: "list",
      page: lazyPage(() => import("./service-list-page"), "ServiceListPage"),
      titleKey: "services.titles.list",
    },
    { path: "/vendor/service/create", action: "create", page: formPage, titleKey: "services.titles.create" },
    { path: "/vendor/service/:id/view", action: "show", page: formPage, titleKey: "services.titles.view" },
    { path: "/vendor/service/:id/edit", action: "edit", page: formPage, titleKey: "services.titles.edit" },
  ],
  aliases: [
    { path: "/vendor/service/:id/create", action: "create" },
    { path: "/vendor/service/:id?/:state?", action: "show" },
  ],
});
