import ReceiptIcon from "@mui/icons-material/ReceiptLongOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** Orders (document 1 §2.7, §2.8): the list and the order detail. */
export const ordersResource = defineResource({
  name: "orders",
  labelKey: "shell.menu.orders",
  icon: ReceiptIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "hidden",
  routes: [
    {
      path: paths.orders,
      action: "list",
      page: lazyPage(() => import("./order-list-page"), "OrderListPage"),
      titleKey: "orders.titles.list",
    },
    {
      path: paths.orderDetail,
      action: "show",
      page: lazyPage(() => import("./order-show-page"), "OrderShowPage"),
      titleKey: "orders.titles.show",
    },
  ],
  aliases: [{ path: paths.orderAlias, action: "show" }],
});
