import AssessmentIcon from "@mui/icons-material/AssessmentOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** Reports (document 2 §2): eight fixed reports; hidden from the restricted account (access rule "reports"). */
export const reportsResource = defineResource({
  name: "reports",
  labelKey: "shell.menu.reports",
  icon: AssessmentIcon,
  menu: "sidebar",
  data: false,
  restrictedAccount: "hidden",
  routes: [
    {
      path: paths.reports,
      action: "list",
      page: lazyPage(() => import("./reports-page"), "ReportsPage"),
      titleKey: "reports.titles.page",
    },
  ],
});
