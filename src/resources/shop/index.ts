import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** The shop preview (document 2 §2): the top tab "Shop", built from `GET store`. */
export const shopResource = defineResource({
  name: "shop",
  labelKey: "shell.menu.shop",
  icon: StorefrontIcon,
  menu: "top",
  data: false,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.shop,
      action: "list",
      page: lazyPage(() => import("./shop-page"), "ShopPage"),
      titleKey: "shop.titles.page",
    },
  ],
});
