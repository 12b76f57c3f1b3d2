import GavelOutlinedIcon from "@mui/icons-material/GavelOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** Disputes (document 1 §2.10): the list and one dispute with its replies thread. */
export const disputesResource = defineResource({
  name: "disputes",
  labelKey: "shell.menu.disputes",
  icon: GavelOutlinedIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "hidden",
  routes: [
    {
      path: paths.disputes,
      action: "list",
      page: lazyPage(() => import("./dispute-list-page"), "DisputeListPage"),
      titleKey: "disputes.titles.list",
    },
    {
      path: paths.disputeDetail,
      action: "show",
      page: lazyPage(() => import("./dispute-show-page"), "DisputeShowPage"),
      titleKey: "disputes.titles.show",
    },
  ],
});
