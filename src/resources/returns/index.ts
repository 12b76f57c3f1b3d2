import AssignmentReturnOutlinedIcon from "@mui/icons-material/AssignmentReturnOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** Returns (document 1 §2.9): the list and the detail of one return. The API resource is `refunds`. */
export const returnsResource = defineResource({
  name: "refunds",
  labelKey: "shell.menu.returns",
  icon: AssignmentReturnOutlinedIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "hidden",
  routes: [
    {
      path: paths.returns,
      action: "list",
      page: lazyPage(() => import("./return-list-page"), "ReturnListPage"),
      titleKey: "returns.titles.list",
    },
    {
      path: paths.returnDetail,
      action: "show",
      page: lazyPage(() => import("./return-show-page"), "ReturnShowPage"),
      titleKey: "returns.titles.show",
    },
  ],
});
