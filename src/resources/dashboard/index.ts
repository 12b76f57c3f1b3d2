import DashboardIcon from "@mui/icons-material/SpaceDashboardOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

export const dashboardResource = defineResource({
  name: "dashboard",
  labelKey: "shell.menu.dashboard",
  icon: DashboardIcon,
  menu: "sidebar",
  data: false,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.dashboard,
      action: "list",
      page: lazyPage(() => import("./dashboard-page"), "DashboardPage"),
      titleKey: "dashboard.titles.page",
    },
  ],
});
