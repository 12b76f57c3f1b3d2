import { BannerScreen } from "@/components/banners/banner-screen";
import { bannerKind } from "@/components/banners/banner-kinds";

/** `/vendor/create-banner`, `/vendor/view-banner/:id`, `/vendor/update-banner/:id`. */
export const BannerCreatePage = () => <BannerScreen kind={bannerKind} mode="create" />;
export const BannerShowPage = () => <BannerScreen kind={bannerKind} mode="view" />;
export const BannerEditPage = () => <BannerScreen kind={bannerKind} mode="update" />;
