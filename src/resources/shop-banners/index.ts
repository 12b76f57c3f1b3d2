import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/**
 * Shop banners (document 2 §2 "Shop banners"): not in the sidebar; linked from the store profile.
 * The list and one form in create, view and update modes.
 */
export const shopBannersResource = defineResource({
  name: "shop_banners",
  labelKey: "shopBanners.titles.list",
  menu: false,
  data: true,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.shopBanners,
      action: "list",
      page: lazyPage(() => import("./shop-banner-list-page"), "ShopBannerListPage"),
      titleKey: "shopBanners.titles.list",
    },
    {
      path: paths.shopBannerCreate,
      action: "create",
      page: lazyPage(() => import("./shop-banner-form-page"), "ShopBannerCreatePage"),
      titleKey: "shopBanners.titles.form",
    },
    {
      path: paths.shopBannerView,
      action: "show",
      page: lazyPage(() => import("./shop-banner-form-page"), "ShopBannerShowPage"),
      titleKey: "shopBanners.titles.form",
    },
    {
      path: paths.shopBannerEdit,
      action: "edit",
      page: lazyPage(() => import("./shop-banner-form-page"), "ShopBannerEditPage"),
      titleKey: "shopBanners.titles.form",
    },
  ],
});
