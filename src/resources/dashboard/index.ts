import DashboardIcon from "@mui/icons-material/SpaceDashboardOutlined";
import { defineResource, lazyPage } from "@/resources/define-resource";

export const dashboardResource = defineResource({
  name: "dashboard",
  labelKey: "shell.menu.dashboard",
  icon: DashboardIcon,
  menu: "sidebar",
  data: false,
  routes: [
    {
      path: "/vendor/",
      action: "list",
      page: lazyPage(() => import("./dashboard-page"), "DashboardPage"),
      titleKey: "dashboard.titles.page",
    },
  ],
});
