import ReceiptIcon from "@mui/icons-material/ReceiptLongOutlined";
import { defineResource, lazyPage } from "@/resources/define-resource";

/** Orders (document 1 §2.7, §2.8): the list and the order detail. */
export const ordersResource = defineResource({
  name: "orders",
  labelKey: "shell.menu.orders",
  icon: ReceiptIcon,
  menu: "sidebar",
  data: true,
  routes: [
    {
      path: "/vendor/orders",
      action: "list",
      page: lazyPage(() => import("./order-list-page"), "OrderListPage"),
      titleKey: "orders.titles.list",
    },
    {
      path: "/vendor/order-detail/:id",
      action: "show",
      page: lazyPage(() => import("./order-show-page"), "OrderShowPage"),
      titleKey: "orders.titles.show",
    },
  ],
  aliases: [{ path: "/vendor/order/:id", action: "show" }],
});
