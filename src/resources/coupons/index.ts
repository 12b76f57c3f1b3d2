import LocalOfferIcon from "@mui/icons-material/LocalOfferOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** Coupons (document 2 §2 "Coupons page"): the list; create and edit open a modal over it. */
export const couponsResource = defineResource({
  name: "coupons",
  labelKey: "shell.menu.coupons",
  icon: LocalOfferIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "hidden",
  routes: [
    {
      path: paths.coupons,
      action: "list",
      page: lazyPage(() => import("./coupon-list-page"), "CouponListPage"),
      titleKey: "coupons.titles.list",
    },
  ],
});
