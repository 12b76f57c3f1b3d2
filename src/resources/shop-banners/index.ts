import { defineResource, lazyPage } from "@/resources/define-resource";

/**
 * Shop banners (document 2 §2 "Shop banners"): not in the sidebar; linked from the store profile.
 * The list and one form in create, view and update modes.
 */
export const shopBannersResource = defineResource({
  name: "shop_banners",
  labelKey: "shopBanners.titles.list",
  menu: false,
  data: true,
  routes: [
    { path: "/vendor/shop-banners", action: "list", page: lazyPage(() => import("@/resources/banners/banner-list-page"), "ShopBannerListPage"), titleKey: "shopBanners.titles.list" },
    { path: "/vendor/shop-banner/create", action: "create", page: lazyPage(() => import("@/resources/banners/banner-form-page"), "ShopBannerCreatePage"), titleKey: "shopBanners.titles.form" },
    { path: "/vendor/view-shop-banner/:id", action: "show", page: lazyPage(() => import("@/resources/banners/banner-form-page"), "ShopBannerShowPage"), titleKey: "shopBanners.titles.form" },
    { path: "/vendor/shop-banner/update/:id", action: "edit", page: lazyPage(() => import("@/resources/banners/banner-form-page"), "ShopBannerEditPage"), titleKey: "shopBanners.titles.form" },
  ],
});
