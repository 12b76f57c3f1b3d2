import { BannerList } from "@/components/banners/banner-list";
import { shopBannerKind } from "@/components/banners/banner-kinds";

/** `/vendor/shop-banners` (the list is `data.banners`; list and form are shared with banners: src/components/banners). */
export const ShopBannerListPage = () => <BannerList kind={shopBannerKind} />;
