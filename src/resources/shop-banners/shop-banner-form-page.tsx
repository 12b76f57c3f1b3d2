import { BannerScreen } from "@/components/banners/banner-screen";
import { shopBannerKind } from "@/components/banners/banner-kinds";

/** `/vendor/shop-banner/create`, `/vendor/view-shop-banner/:id`, `/vendor/shop-banner/update/:id`. */
export const ShopBannerCreatePage = () => <BannerScreen kind={shopBannerKind} mode="create" />;
export const ShopBannerShowPage = () => <BannerScreen kind={shopBannerKind} mode="view" />;
export const ShopBannerEditPage = () => <BannerScreen kind={shopBannerKind} mode="update" />;
