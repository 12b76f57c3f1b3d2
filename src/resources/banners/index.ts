import ViewCarouselIcon from "@mui/icons-material/ViewCarouselOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/** Storefront banners (document 2 §2 "Banners"): the list and one form in create, view and update modes. */
export const bannersResource = defineResource({
  name: "banners",
  labelKey: "shell.menu.banners",
  icon: ViewCarouselIcon,
  menu: "sidebar",
  data: true,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.banners,
      action: "list",
      page: lazyPage(() => import("./banner-list-page"), "BannerListPage"),
      titleKey: "banners.titles.list",
    },
    {
      path: paths.bannerCreate,
      action: "create",
      page: lazyPage(() => import("./banner-form-page"), "BannerCreatePage"),
      titleKey: "banners.titles.form",
    },
    {
      path: paths.bannerView,
      action: "show",
      page: lazyPage(() => import("./banner-form-page"), "BannerShowPage"),
      titleKey: "banners.titles.form",
    },
    {
      path: paths.bannerEdit,
      action: "edit",
      page: lazyPage(() => import("./banner-form-page"), "BannerEditPage"),
      titleKey: "banners.titles.form",
    },
  ],
});
